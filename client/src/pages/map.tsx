import { Page } from '@/components/layout/page';

export default function MapPage() {
  return (
    <Page title="Interactive RV Map">
      <h1 className="text-3xl font-bold">Interactive RV Map</h1>
      <p className="mt-2 text-stone-700">Campgrounds and national parks across the United States.</p>
    </Page>
  );
}
