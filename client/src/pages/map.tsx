import { Page } from '@/components/layout/page';
import { MapExplorer } from '@/features/map/components/map-explorer';

export default function MapPage() {
  return (
    <Page title="Interactive RV Map">
      <h1 className="text-3xl font-bold">Interactive RV Map</h1>
      <p className="mt-2 mb-6 text-stone-700">National parks and campgrounds across the United States.</p>
      <MapExplorer />
    </Page>
  );
}
