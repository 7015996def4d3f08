import { lazy, Suspense, useEffect, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '@/features/auth/auth-context';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { ChevronDown } from 'lucide-react';
import { displayNameOf } from '@/features/auth/display-name';
import { Menu, X } from 'lucide-react';
import { takeEarlyMenuTap } from './early-menu-tap';
import { BrandMark } from '@/components/ui/brand-mark';

/** The signed-in account's menu (Radix's dropdown): loaded once someone is signed in. */
export const loadAccountMenu = () => import('./account-menu');
const AccountMenu = lazy(loadAccountMenu);

type NavItem = { href: string; label: string };

const publicLinks: NavItem[] = [
  { href: paths.home, label: 'Home' },
  { href: paths.map, label: 'Interactive Map' },
];
const memberLinks: NavItem[] = [
  { href: paths.newTrip, label: 'Plan Trip' },
  { href: paths.trips, label: 'My Trips' },
  { href: paths.dashboard, label: 'Dashboard' },
];

function isActive(location: string, href: string) {
  if (href === paths.map) return location === paths.map || location === paths.interactiveMap;
  return href === paths.home ? location === href : location === href || location.startsWith(`${href}/`);
}

type MenuProps = {
  links: NavItem[];
  isAuthenticated: boolean;
  linkClass: (href: string) => string;
  onNavigate: () => void;
  onSignOut: () => void;
};

/** The small screens' menu: the same links, then the account's (or Sign In and Get Started). */
function MobileMenu({ links, isAuthenticated, linkClass, onNavigate, onSignOut }: MenuProps) {
  const item = (href: string, label: string) => (
    <Link key={href} href={href} className={linkClass(href)} onClick={onNavigate}>
      {label}
    </Link>
  );
  return (
    <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 py-3 md:hidden">
      <div className="flex flex-col gap-1">
        {links.map((l) => item(l.href, l.label))}
        {isAuthenticated ? (
          <>
            {item(paths.profile, 'Profile')}
            {item(paths.settings, 'Settings')}
            <button
              type="button"
              className="rounded-md px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
              onClick={onSignOut}
            >
              Sign Out
            </button>
          </>
        ) : (
          <>
            {item(paths.login, 'Sign In')}
            {item(paths.register, 'Get Started')}
          </>
        )}
      </div>
    </div>
  );
}

/** Wide screens: Plan Trip and the account menu, or Sign In and Get Started. */
function AccountActions({ accountName, onSignOut }: { accountName: string | null; onSignOut: () => void }) {
  if (accountName === null)
    return (
      <>
        <Link href={paths.login} className={buttonClass('ghost', 'sm')}>
          Sign In
        </Link>
        <Link href={paths.register} className={buttonClass('primary', 'sm')}>
          Get Started
        </Link>
      </>
    );
  return (
    <>
      <Link href={paths.newTrip} className={buttonClass('primary', 'sm')}>
        Plan Trip
      </Link>
      <Suspense
        fallback={
          <span className={buttonClass('outline', 'sm')} aria-hidden="true">
            {accountName} <ChevronDown aria-hidden="true" className="size-4" />
          </span>
        }
      >
        <AccountMenu accountName={accountName} onSignOut={onSignOut} />
      </Suspense>
    </>
  );
}

export function NavBar() {
  const { user, isAuthenticated, logout } = useAuth();
  const [location, navigate] = useLocation();
  // Closed on the first render, as the page's markup was rendered; a tap made before the app was
  // ready opens it now (early-menu-tap.ts).
  const [menuOpen, setMenuOpen] = useState(false);
  useEffect(() => {
    if (takeEarlyMenuTap()) setMenuOpen(true);
  }, []);
  const links = isAuthenticated ? [...publicLinks, ...memberLinks] : publicLinks;
  const accountName = displayNameOf(user);
  const closeMenu = () => setMenuOpen(false);
  const signOut = () => {
    closeMenu();
    logout();
    navigate(paths.home);
  };

  const linkClass = (href: string) =>
    cn(
      'rounded-md px-3 py-2 text-sm font-medium',
      isActive(location, href) ? 'bg-brand-50 text-brand-700' : 'text-stone-700 hover:bg-stone-100',
    );

  return (
    <nav aria-label="Main" className="sticky top-0 z-30 border-b border-stone-200 bg-white/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <Link
          href={paths.home}
          className="flex items-center gap-2 text-lg font-bold text-brand-700"
          onClick={closeMenu}
        >
          <BrandMark />
          RV Trip Planner
        </Link>
        <div className="hidden items-center gap-1 md:flex">
          {links.map((l) => (
            <Link
              key={l.href}
              href={l.href}
              className={linkClass(l.href)}
              aria-current={isActive(location, l.href) ? 'page' : undefined}
            >
              {l.label}
            </Link>
          ))}
        </div>
        <div className="hidden items-center gap-2 md:flex">
          <AccountActions accountName={isAuthenticated ? accountName : null} onSignOut={signOut} />
        </div>
        <button
          type="button"
          className="rounded-md p-2 text-stone-700 hover:bg-stone-100 md:hidden"
          aria-expanded={menuOpen}
          aria-controls="mobile-menu"
          aria-label={menuOpen ? 'Close menu' : 'Open menu'}
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? (
            <X className="h-6 w-6" aria-hidden="true" />
          ) : (
            <Menu className="h-6 w-6" aria-hidden="true" />
          )}
        </button>
      </div>
      {menuOpen ? (
        <MobileMenu {...{ links, isAuthenticated, linkClass }} onNavigate={closeMenu} onSignOut={signOut} />
      ) : null}
    </nav>
  );
}
