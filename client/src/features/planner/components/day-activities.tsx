import { useState } from 'react';
import type { Activity, DayPlan } from '@shared/schemas/trip';
import { activityDurationOptions, activityTypeOptions } from '@shared/schemas/trip';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { titleCase } from '@/components/forms/chip-group';

const typeOptions = activityTypeOptions.map((value) => ({ value, label: titleCase(value) }));
const durationOptions = activityDurationOptions.map((value) => ({ value, label: value }));

const newActivityId = () => `act-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 7)}`;

type DayActivitiesProps = { plan: DayPlan; onChange: (plan: DayPlan) => void };

/** A day's activities: edit, remove, add. */
export function DayActivities({ plan, onChange }: DayActivitiesProps) {
  const [newActivity, setNewActivity] = useState('');

  function updateActivity(id: string, patch: Partial<Activity>) {
    onChange({ ...plan, activities: plan.activities.map((a) => (a.id === id ? { ...a, ...patch } : a)) });
  }

  function addActivity() {
    const name = newActivity.trim();
    if (!name) return;
    // A new activity defaults to sightseeing, 2 hours, priority medium.
    const activity: Activity = {
      id: newActivityId(),
      day: plan.day,
      name,
      type: 'sightseeing',
      duration: '2 hours',
      userAdded: true,
      priority: 'medium',
    };
    onChange({ ...plan, activities: [...plan.activities, activity] });
    setNewActivity('');
  }

  return (
    <section aria-label={`Activities for day ${plan.day}`} className="space-y-2">
      <h4 className="font-medium">Activities</h4>
      {plan.activities.length === 0 ? <p className="text-sm text-stone-600">No activities yet.</p> : null}
      <ul className="space-y-2">
        {plan.activities.map((activity, index) => (
          <li
            key={activity.id}
            className="grid gap-2 rounded-md border border-stone-200 p-2 sm:grid-cols-[1fr_10rem_8rem_auto] sm:items-center"
          >
            <Input
              aria-label={`Activity ${index + 1} name`}
              value={activity.name}
              onChange={(e) => updateActivity(activity.id, { name: e.target.value })}
            />
            <Select
              aria-label={`Activity ${index + 1} type`}
              value={activity.type}
              onValueChange={(v) => updateActivity(activity.id, { type: v as Activity['type'] })}
              options={typeOptions}
            />
            <Select
              aria-label={`Activity ${index + 1} duration`}
              value={activity.duration}
              onValueChange={(v) => updateActivity(activity.id, { duration: v as Activity['duration'] })}
              options={durationOptions}
            />
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Remove activity ${index + 1}`}
              onClick={() =>
                onChange({ ...plan, activities: plan.activities.filter((a) => a.id !== activity.id) })
              }
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <div className="flex gap-2">
        <Input
          aria-label={`New activity for day ${plan.day}`}
          placeholder="Add an activity"
          value={newActivity}
          onChange={(e) => setNewActivity(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              addActivity();
            }
          }}
        />
        <Button variant="outline" onClick={addActivity} disabled={!newActivity.trim()}>
          Add Activity
        </Button>
      </div>
    </section>
  );
}
