import { TripDetailsPage } from './shared/trip-details-page';

export default function TripItineraryPage() {
  return <TripDetailsPage title="Trip Itinerary" variant="itinerary" />;
}
