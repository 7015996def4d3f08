import * as DropdownMenu from '@radix-ui/react-dropdown-menu';
import { useLocation } from 'wouter';
import { buttonClass } from '@/components/ui/button';
import { paths } from '@/lib/paths';
import { ChevronDown } from 'lucide-react';

const item = 'cursor-pointer rounded px-3 py-2 text-sm outline-none data-[highlighted]:bg-stone-100';

// Its own chunk: the dropdown (Radix menu + floating-ui) is only needed once someone is signed in,
// so it stays out of what the landing page loads for visitors.
export default function AccountMenu({
  accountName,
  onSignOut,
}: {
  accountName: string;
  onSignOut: () => void;
}) {
  const [, navigate] = useLocation();
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        className={buttonClass('outline', 'sm')}
        aria-label={`Account menu for ${accountName}`}
      >
        {accountName} <ChevronDown aria-hidden="true" className="size-4" />
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-50 min-w-40 rounded-md border border-stone-200 bg-white p-1 shadow-lg"
        >
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.profile)}>
            Profile
          </DropdownMenu.Item>
          <DropdownMenu.Item className={item} onSelect={() => navigate(paths.settings)}>
            Settings
          </DropdownMenu.Item>
          <DropdownMenu.Separator className="my-1 h-px bg-stone-200" />
          <DropdownMenu.Item
            className={`${item} text-red-700 data-[highlighted]:bg-red-50`}
            onSelect={onSignOut}
          >
            Sign Out
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
