import type { ReactNode } from 'react';
import { Children, useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { SUPPORT_EMAIL } from '@shared/constants';
import { paths } from '@/lib/paths';
import { BrandMark } from '@/components/ui/brand-mark';

export const contactAlertText = `Contact our support team at ${SUPPORT_EMAIL}`;

const linkClass = 'rounded text-sm text-stone-300 hover:text-white hover:underline';

/** A titled column of footer links, one list item each. */
function FooterNav({ id, title, children }: { id: string; title: string; children: ReactNode[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className="text-sm font-semibold tracking-wide text-white uppercase">
        {title}
      </h2>
      <ul className="mt-3 space-y-2">
        {Children.map(children, (link) => (
          <li>{link}</li>
        ))}
      </ul>
    </nav>
  );
}

const noSubscription = () => () => undefined;
const currentYear = () => new Date().getFullYear();
// The prerendered page shows the year it was built in; hydration starts from the same year, then the
// browser's clock takes over (they differ only when a build outlives New Year).
const buildYear = () => __BUILD_YEAR__;

/** The landing footer: scroll links, Help Center, Contact (an alert with the address), About, Blog. */
export function LandingFooter() {
  const year = useSyncExternalStore(noSubscription, currentYear, buildYear);
  return (
    <footer className="bg-stone-900 text-stone-300">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 sm:grid-cols-2 md:grid-cols-4">
        <div className="sm:col-span-2">
          <p className="flex items-center gap-2 text-lg font-bold text-white">
            <BrandMark />
            RV Trip Planner
          </p>
          <p className="mt-3 max-w-sm text-sm">
            Day-by-day RV itineraries with real campgrounds, routes that fit your rig and trips that keep
            working when the signal drops.
          </p>
        </div>
        <FooterNav id="footer-product" title="Product">
          <a href="#features" className={linkClass}>
            Features
          </a>
          <a href="#pricing" className={linkClass}>
            Pricing
          </a>
          <Link href={paths.blog} className={linkClass}>
            Blog
          </Link>
        </FooterNav>
        <FooterNav id="footer-company" title="Support">
          <Link href={paths.help} className={linkClass}>
            Help Center
          </Link>
          <button type="button" className={linkClass} onClick={() => window.alert(contactAlertText)}>
            Contact
          </button>
          <Link href={paths.about} className={linkClass}>
            About
          </Link>
        </FooterNav>
      </div>
      <div className="border-t border-stone-800">
        <p className="mx-auto max-w-6xl px-4 py-6 text-xs text-stone-400">
          © {year} RV Trip Planner. Campground data: Recreation Information Database (ridb.recreation.gov) and{' '}
          <a
            className="underline"
            href="https://www.openstreetmap.org/copyright"
            target="_blank"
            rel="noopener noreferrer"
          >
            © OpenStreetMap contributors
          </a>
          . Park information: U.S. National Park Service.
        </p>
      </div>
    </footer>
  );
}
