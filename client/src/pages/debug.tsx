import { Page } from '@/components/layout/page';
import { DebugPanel } from '@/features/debug/debug-panel';

export default function DebugPage() {
  return (
    <Page title="Environment Debug">
      <h1 className="mb-6 text-3xl font-bold">Environment Debug</h1>
      <DebugPanel />
    </Page>
  );
}
