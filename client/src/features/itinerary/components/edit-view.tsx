import type { ReactNode } from 'react';
import type { TripPlan } from '@shared/schemas/plan';
import type { DayOperation } from '@shared/plan/operation-types';
import { stayNightsOf } from '@shared/plan/stays';
import { Button } from '@/components/ui/button';
import { searchRigOf } from '@/entities/places/campground-search';
import { DayEditor } from './day-editor';

/** The day editor for every day, under the stops panel. */
export default function EditView({
  plan,
  stopsPanel,
  onEdit,
  onDone,
}: {
  plan: TripPlan;
  stopsPanel: ReactNode;
  onEdit: (op: DayOperation) => void;
  onDone: () => void;
}) {
  const rig = searchRigOf(plan.input.rvType, plan.input.rig);
  return (
    <section aria-labelledby="edit-heading" className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="edit-heading" className="text-xl font-semibold">
          Edit Itinerary
        </h2>
        <Button onClick={onDone}>Back to Itinerary</Button>
      </div>
      <p className="text-sm text-stone-600">Changes are saved as you make them.</p>
      {stopsPanel}
      {plan.dailyItinerary.map((day) => (
        <DayEditor
          key={day.day}
          day={day}
          onEdit={onEdit}
          rig={rig}
          militaryAccess={plan.input.militaryAccess === true}
          stay={stayNightsOf(plan.dailyItinerary, day.day) ?? undefined}
        />
      ))}
    </section>
  );
}
