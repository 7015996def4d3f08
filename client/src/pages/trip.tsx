import { TripDetailsPage } from './shared/trip-details-page';

export default function TripPage() {
  return <TripDetailsPage title="Trip" variant="saved" />;
}
