import { lazy, Suspense, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { useAuth } from '@/features/auth/auth-context';
import { buttonClass } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { paths } from '@/lib/paths';
import { ChevronDown } from 'lucide-react';
import { displayNameOf } from '@/features/auth/display-name';
import { Menu, X } from 'lucide-react';

const AccountMenu = lazy(() => import('./account-menu'));

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

export function NavBar() {
  const { user, isAuthenticated, logout } = useAuth();
  const [location, navigate] = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
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
          <img src="/favicon.svg" alt="" width={28} height={28} />
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
          {isAuthenticated ? (
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
                <AccountMenu accountName={accountName} onSignOut={signOut} />
              </Suspense>
            </>
          ) : (
            <>
              <Link href={paths.login} className={buttonClass('ghost', 'sm')}>
                Sign In
              </Link>
              <Link href={paths.register} className={buttonClass('primary', 'sm')}>
                Get Started
              </Link>
            </>
          )}
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
        <div id="mobile-menu" className="border-t border-stone-200 bg-white px-4 py-3 md:hidden">
          <div className="flex flex-col gap-1">
            {links.map((l) => (
              <Link key={l.href} href={l.href} className={linkClass(l.href)} onClick={closeMenu}>
                {l.label}
              </Link>
            ))}
            {isAuthenticated ? (
              <>
                <Link href={paths.profile} className={linkClass(paths.profile)} onClick={closeMenu}>
                  Profile
                </Link>
                <Link href={paths.settings} className={linkClass(paths.settings)} onClick={closeMenu}>
                  Settings
                </Link>
                <button
                  type="button"
                  className="rounded-md px-3 py-2 text-left text-sm font-medium text-red-700 hover:bg-red-50"
                  onClick={signOut}
                >
                  Sign Out
                </button>
              </>
            ) : (
              <>
                <Link href={paths.login} className={linkClass(paths.login)} onClick={closeMenu}>
                  Sign In
                </Link>
                <Link href={paths.register} className={linkClass(paths.register)} onClick={closeMenu}>
                  Get Started
                </Link>
              </>
            )}
          </div>
        </div>
      ) : null}
    </nav>
  );
}
