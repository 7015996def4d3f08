import { useId, useState } from 'react';
import type { Day } from '@shared/schemas/plan';
import { moveItem, withActivities } from '@/entities/trips/plan/plan-edits';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { formatDay } from '@/lib/format';
import { OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { AmenityList } from './amenity-list';
import { ParkSuggestions } from './park-suggestions';
import { ArrowDown, ArrowUp } from 'lucide-react';

/** SPEC 4 day editor: view/edit toggle; activities add, remove, move; park from three suggestions. */
export function DayEditor({
  day,
  onChange,
  rvType,
}: {
  day: Day;
  onChange: (day: Day) => void;
  /** The trip's RV type: alternatives shorter than the rig are left out. */
  rvType?: string;
}) {
  const [editing, setEditing] = useState(false);
  const [newActivity, setNewActivity] = useState('');
  const [newNote, setNewNote] = useState('');
  const inputId = useId();
  const noteId = useId();
  const activities = day.activities;
  const setActivities = (next: string[]) => onChange(withActivities(day, next));

  const add = () => {
    const name = newActivity.trim();
    if (!name) return;
    setActivities([...activities, name]);
    setNewActivity('');
  };

  return (
    <Card data-testid={`day-editor-${day.day}`}>
      <header className="flex flex-wrap items-center justify-between gap-2">
        <div>
          <h3 className="text-lg font-semibold">
            Day {day.day}: {day.title}
          </h3>
          <p className="text-sm text-stone-600">{formatDay(day.date)}</p>
        </div>
        <Button
          size="sm"
          variant={editing ? 'primary' : 'outline'}
          aria-pressed={editing}
          onClick={() => setEditing(!editing)}
        >
          {editing ? `Done Editing Day ${day.day}` : `Edit Day ${day.day}`}
        </Button>
      </header>

      {!editing ? (
        <div className="mt-3 space-y-2 text-sm">
          <p>
            <span className="font-medium">RV park:</span> {day.rvPark.name}
          </p>
          <ol className="list-decimal space-y-1 pl-5" aria-label={`Day ${day.day} activities`}>
            {activities.map((a, i) => (
              <li key={`${a}-${i}`}>{a}</li>
            ))}
          </ol>
          {activities.length === 0 ? (
            <p className="text-stone-600">No activities planned for this day.</p>
          ) : null}
        </div>
      ) : (
        <div className="mt-4 space-y-6">
          <section>
            <h4 className="font-semibold">Activities</h4>
            {activities.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">No activities yet. Add one below.</p>
            ) : null}
            <ol className="mt-2 space-y-2" aria-label={`Day ${day.day} activities`}>
              {activities.map((activity, index) => (
                <li
                  key={`${activity}-${index}`}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 p-2"
                >
                  <span className="min-w-0 flex-1 text-sm">{activity}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${activity} up`}
                    disabled={index === 0}
                    onClick={() => setActivities(moveItem(activities, index, 'up'))}
                  >
                    <ArrowUp aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Move ${activity} down`}
                    disabled={index === activities.length - 1}
                    onClick={() => setActivities(moveItem(activities, index, 'down'))}
                  >
                    <ArrowDown aria-hidden="true" className="size-4" />
                  </Button>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove ${activity}`}
                    onClick={() => setActivities(activities.filter((_, i) => i !== index))}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ol>
            <form
              className="mt-3 flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                add();
              }}
            >
              <div className="flex-1">
                <Label htmlFor={inputId} className="sr-only">
                  New activity for day {day.day}
                </Label>
                <Input
                  id={inputId}
                  placeholder="Add an activity"
                  value={newActivity}
                  onChange={(e) => setNewActivity(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={newActivity.trim() === ''}>
                Add Activity
              </Button>
            </form>
          </section>
          <section>
            <h4 className="font-semibold">Notes</h4>
            {day.notes.length === 0 ? (
              <p className="mt-1 text-sm text-stone-600">No notes for this day.</p>
            ) : null}
            <ul className="mt-2 space-y-2" aria-label={`Day ${day.day} notes`}>
              {day.notes.map((note, index) => (
                <li
                  key={`${note}-${index}`}
                  className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 p-2"
                >
                  <span className="min-w-0 flex-1 text-sm">{note}</span>
                  <Button
                    size="sm"
                    variant="ghost"
                    aria-label={`Remove note: ${note}`}
                    onClick={() => onChange({ ...day, notes: day.notes.filter((_, i) => i !== index) })}
                  >
                    Remove
                  </Button>
                </li>
              ))}
            </ul>
            <form
              className="mt-3 flex gap-2"
              onSubmit={(e) => {
                e.preventDefault();
                const text = newNote.trim();
                if (!text || day.notes.includes(text)) return;
                onChange({ ...day, notes: [...day.notes, text] });
                setNewNote('');
              }}
            >
              <div className="flex-1">
                <Label htmlFor={noteId} className="sr-only">
                  New note for day {day.day}
                </Label>
                <Input
                  id={noteId}
                  placeholder="Add a note"
                  maxLength={2000}
                  value={newNote}
                  onChange={(e) => setNewNote(e.target.value)}
                />
              </div>
              <Button type="submit" disabled={newNote.trim() === ''}>
                Add Note
              </Button>
            </form>
          </section>
          <section>
            <h4 className="font-semibold">RV Park</h4>
            <p className="mt-1 text-sm">
              Current: <span className="font-medium">{day.rvPark.name}</span>
            </p>
            <div className="mt-1">
              <AmenityList amenities={day.rvPark.amenities} />
            </div>
            <ParkFacts park={day.rvPark} />
            {day.rvPark.attribution ? <OsmCredit /> : null}
            <p className="mt-3 text-sm text-stone-700">Or choose one of these nearby campgrounds:</p>
            <div className="mt-2">
              <ParkSuggestions
                day={day}
                rvType={rvType}
                onChoose={(rvPark) => onChange({ ...day, rvPark })}
              />
            </div>
          </section>
        </div>
      )}
    </Card>
  );
}
