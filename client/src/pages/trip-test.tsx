import { TripDetailsPage } from './shared/trip-details-page';

export default function TripTestPage() {
  return <TripDetailsPage title="Trip Details" variant="summary" />;
}
