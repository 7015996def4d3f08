import type { DayPlan } from '@shared/schemas/trip';
import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { DayActivities } from './day-activities';
import type { TripLine } from '../hooks/use-trip-line';
import { DayParkSearch } from './day-park-search';

type DayPlanCardProps = {
  plan: DayPlan;
  defaultSearch: string;
  tripLine?: TripLine;
  /** The traveller holds a military ID: the park search finds base FamCamps too. */
  militaryAccess?: boolean;
  onChange: (plan: DayPlan) => void;
};

/** One day of the manual planner: RV park search and pick, activities, notes. */
export function DayPlanCard({ plan, defaultSearch, tripLine, militaryAccess, onChange }: DayPlanCardProps) {
  const prefix = `day-${plan.day}`;
  return (
    <Card data-testid={`day-card-${plan.day}`} className="space-y-4">
      <h3 className="text-lg font-semibold">
        Day {plan.day}
        {plan.date ? <span className="ml-2 text-sm font-normal text-stone-600">{plan.date}</span> : null}
      </h3>
      <DayParkSearch
        plan={plan}
        defaultSearch={defaultSearch}
        tripLine={tripLine}
        militaryAccess={militaryAccess}
        onChange={onChange}
      />
      <DayActivities plan={plan} onChange={onChange} />
      <div>
        <Label htmlFor={`${prefix}-notes`}>Notes</Label>
        <Textarea
          id={`${prefix}-notes`}
          className="mt-1"
          value={plan.notes}
          onChange={(e) => onChange({ ...plan, notes: e.target.value })}
        />
      </div>
    </Card>
  );
}
