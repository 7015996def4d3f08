import { SectionCard } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { debugSettings, envStatus } from './env-status';

const badge = {
  Configured: 'bg-green-100 text-green-800',
  Placeholder: 'bg-amber-100 text-amber-900',
  Missing: 'bg-red-100 text-red-800',
} as const;

export function DebugPanel() {
  return (
    <div className="space-y-6">
      <SectionCard title="Environment settings">
        <ul className="mt-4 divide-y divide-stone-200">
          {debugSettings.map((setting) => {
            const status = envStatus(setting.value);
            return (
              <li key={setting.name} className="flex flex-wrap items-center justify-between gap-2 py-3" data-testid={`env-${setting.name}`}>
                <div>
                  <p className="font-medium">{setting.label}</p>
                  <p className="font-mono text-xs text-stone-600">{setting.name}</p>
                </div>
                <span className={cn('rounded-full px-3 py-1 text-sm font-medium', badge[status.state])}>
                  {status.state === 'Configured' ? `Configured (${status.preview}...)` : status.state}
                </span>
              </li>
            );
          })}
        </ul>
      </SectionCard>
      <SectionCard title="Deployment troubleshooting">
        <ul className="mt-3 list-disc space-y-2 pl-5 text-sm text-stone-700">
          <li>
            <code>VITE_*</code> values are built into the client. After changing one in <code>.env</code> or your hosting
            provider, rebuild (<code>npm run build</code>) and redeploy.
          </li>
          <li>A value shown as Placeholder still holds the sample text from <code>.env.example</code>: replace it with a real key.</li>
          <li>The map token must be a public Mapbox token (it starts with <code>pk.</code> and is at least 40 characters).</li>
          <li>
            Without <code>VITE_MAPBOX_TOKEN</code> the maps are drawn by MapLibre from the bundled data (state lines,
            Interstates and US highways, towns, the campground catalogue), with no key and no network; visitors see
            one line, &quot;Detailed street map available with a Mapbox token&quot;. Set a valid token and rebuild for
            Mapbox&apos;s detailed street and terrain map.
          </li>
          <li>Without these keys the product still works: the built-in map, the built-in planner and the demo checkout are used.</li>
          <li>Server-side secrets (Stripe secret key, OpenAI key, JWT secret) are never shown here or sent to the browser.</li>
        </ul>
      </SectionCard>
    </div>
  );
}
