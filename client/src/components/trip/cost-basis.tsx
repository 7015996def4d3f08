import type { TripPlan } from '@shared/schemas/plan';
import type { Rig } from '@shared/schemas/rig';
import { fuelBasisText } from '@shared/trips/plan-costs';

// How a plan's money was worked out, in words, wherever its costs are shown (the results page's rig
// and costs, the trip's Budget tab): the camping basis, the fuel basis and the rig they are for.

/** The plan says once, visibly, how its parks were chosen: our data has no ratings or reviews. */
export const PARKS_RANKED_NOTE =
  'Parks are ranked by the facilities they report (hook-ups, site length, season), not by reviews: our park data has no ratings or reviews.';

const CAMPING_BASIS_BEFORE =
  "Each night at the park's reported fee where it reports one, else the RV-type estimate.";
const FUEL_BASIS_BEFORE = 'At a typical MPG for the RV type and a typical fuel price.';

/** "38 ft long, 12.5 ft high, (8.5 ft wide,) diesel, 100 gal tank, 8 MPG, towing a car, propane on board". */
export function rigSummary(rig: Rig): string {
  return [
    `${rig.lengthFeet} ft long`,
    `${rig.heightFeet} ft high`,
    rig.widthFeet !== undefined ? `${rig.widthFeet} ft wide` : null,
    rig.fuel,
    `${rig.tankGallons} gal tank`,
    `${rig.mpg} MPG`,
    rig.towingCar ? 'towing a car' : null,
    rig.propaneOnBoard ? 'propane on board' : 'no propane',
  ]
    .filter(Boolean)
    .join(', ');
}

/** The miles the plan's fuel is costed for: its days' driving. */
const planMiles = (plan: TripPlan) => plan.dailyItinerary.reduce((sum, d) => sum + d.distance, 0);

/** The camping and fuel basis of a plan's costs (plans from before the basis say what they used). */
export function CostBasis({ plan, className }: { plan: TripPlan; className?: string }) {
  const { campingBasis, fuelRate } = plan.costBreakdown;
  return (
    <dl className={className ?? 'space-y-1 text-sm text-stone-700'} data-testid="cost-basis">
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">Camping:</dt>
        <dd>{campingBasis ?? CAMPING_BASIS_BEFORE}</dd>
      </div>
      <div className="flex flex-wrap gap-x-2">
        <dt className="font-medium">Fuel:</dt>
        <dd>{fuelRate ? fuelBasisText(fuelRate, planMiles(plan)) : FUEL_BASIS_BEFORE}</dd>
      </div>
    </dl>
  );
}
