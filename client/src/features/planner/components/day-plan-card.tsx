import { Card } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/input';
import { DayActivities } from './day-activities';
import type { DayParkProps } from './day-park-search';
import { DayParkSearch } from './day-park-search';

/** One day of the manual planner: RV park search and pick, activities, notes. */
export function DayPlanCard(props: DayParkProps) {
  const { plan, onChange } = props;
  const prefix = `day-${plan.day}`;
  return (
    <Card data-testid={`day-card-${plan.day}`} className="space-y-4">
      <h3 className="text-lg font-semibold">
        Day {plan.day}
        {plan.date ? <span className="ml-2 text-sm font-normal text-stone-600">{plan.date}</span> : null}
      </h3>
      <DayParkSearch {...props} />
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
