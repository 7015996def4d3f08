import { useId, useState } from 'react';
import type { Day } from '@shared/schemas/plan';
import { NOTE_MAX_LENGTH } from '@shared/schemas/plan';
import type { DayOperation } from '@shared/plan/operation-types';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { LinkedText } from '@/components/ui/linked-text';
import { FieldError, Input } from '@/components/ui/input';
import { TextLimit, textOverLimit } from '@/components/ui/text-limit';
import { Label } from '@/components/ui/label';
import { formatDay } from '@/lib/format';
import { OsmCredit, ParkFacts } from '@/components/campground/park-facts';
import { AmenityList } from './amenity-list';
import { ParkSuggestions } from './park-suggestions';
import type { SearchRig } from '@/entities/places/campground-search';
import type { StayNights } from './park-suggestions';
import { ArrowDown, ArrowUp } from 'lucide-react';

/** A day's notes, activities and park change through the plan's operations (shared/plan/operations.ts). */
type DayEdit = { day: Day; onEdit: (op: DayOperation) => void };

/**
 * A one-field form that adds a trimmed text to the day (an activity or a note). A text past
 * `maxLength` is kept in the field, counted and refused with a message; nothing is cut.
 */
function AddTextForm({
  label,
  placeholder,
  submitLabel,
  maxLength,
  what,
  onAdd,
}: {
  label: string;
  placeholder: string;
  submitLabel: string;
  maxLength?: number;
  /** The text as a sentence names it ("A note"), for the limit's message. */
  what?: string;
  /** Why the text was not added (a note already there), or null when it was: the field keeps it. */
  onAdd: (text: string) => string | null;
}) {
  const id = useId();
  const [text, setText] = useState('');
  const [refused, setRefused] = useState<string | null>(null);
  const over = maxLength !== undefined && textOverLimit(text, maxLength);
  const describedBy = [maxLength !== undefined ? `${id}-limit` : '', refused ? `${id}-refused` : '']
    .filter(Boolean)
    .join(' ');
  return (
    <form
      className="mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        const value = text.trim();
        if (!value || over) return;
        const why = onAdd(value);
        setRefused(why);
        if (why === null) setText('');
      }}
    >
      <div className="flex gap-2">
        <div className="min-w-0 flex-1">
          <Label htmlFor={id} className="sr-only">
            {label}
          </Label>
          <Input
            id={id}
            placeholder={placeholder}
            value={text}
            aria-invalid={over || refused !== null}
            aria-describedby={describedBy || undefined}
            onChange={(e) => {
              setText(e.target.value);
              setRefused(null);
            }}
          />
        </div>
        <Button type="submit" disabled={text.trim() === '' || over}>
          {submitLabel}
        </Button>
      </div>
      {maxLength !== undefined && text.length > 0 ? (
        <TextLimit id={`${id}-limit`} length={text.length} limit={maxLength} what={what ?? 'This text'} />
      ) : null}
      <FieldError id={`${id}-refused`} message={refused} />
    </form>
  );
}

/** The day's activities: add, remove, move up and down. */
function ActivitiesEditor({ day, onEdit }: DayEdit) {
  const activities = day.activities;
  const move = (index: number, direction: 'up' | 'down') =>
    onEdit({ kind: 'move-activity', day: day.day, index, direction });
  return (
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
            <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">{activity}</span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move ${activity} up`}
              disabled={index === 0}
              onClick={() => move(index, 'up')}
            >
              <ArrowUp aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Move ${activity} down`}
              disabled={index === activities.length - 1}
              onClick={() => move(index, 'down')}
            >
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove ${activity}`}
              onClick={() => onEdit({ kind: 'remove-activity', day: day.day, index })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ol>
      <AddTextForm
        label={`New activity for day ${day.day}`}
        placeholder="Add an activity"
        submitLabel="Add Activity"
        onAdd={(name) => {
          onEdit({ kind: 'add-activity', day: day.day, name });
          return null;
        }}
      />
    </section>
  );
}

/**
 * The day's notes: add (not twice) and remove. The notes listed are text, not a field, so the pages
 * the planner's notes cite are links here as on the day card; the editor is only the owner's (a trip
 * shared read-only has no Edit button). What is being typed stays in its field.
 */
function NotesEditor({ day, onEdit }: DayEdit) {
  return (
    <section>
      <h4 className="font-semibold">Notes</h4>
      {day.notes.length === 0 ? <p className="mt-1 text-sm text-stone-600">No notes for this day.</p> : null}
      <ul className="mt-2 space-y-2" aria-label={`Day ${day.day} notes`}>
        {day.notes.map((note, index) => (
          <li
            key={`${note}-${index}`}
            className="flex flex-wrap items-center gap-2 rounded-md border border-stone-200 p-2"
          >
            <span className="min-w-0 flex-1 text-sm [overflow-wrap:anywhere]">
              <LinkedText text={note} linkify />
            </span>
            <Button
              size="sm"
              variant="ghost"
              aria-label={`Remove note: ${note}`}
              onClick={() => onEdit({ kind: 'remove-note', day: day.day, index })}
            >
              Remove
            </Button>
          </li>
        ))}
      </ul>
      <AddTextForm
        label={`New note for day ${day.day}`}
        placeholder="Add a note"
        submitLabel="Add Note"
        maxLength={NOTE_MAX_LENGTH}
        what="A note"
        onAdd={(text) => {
          if (day.notes.includes(text)) return 'This note is already on the day.';
          onEdit({ kind: 'add-note', day: day.day, text });
          return null;
        }}
      />
    </section>
  );
}

/** The day's park, and three nearby campgrounds to choose instead. */
function ParkChooser({
  day,
  onEdit,
  rig,
  militaryAccess,
  stay,
}: DayEdit & { rig?: SearchRig; militaryAccess?: boolean; stay?: StayNights }) {
  return (
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
          rig={rig}
          militaryAccess={militaryAccess}
          stay={stay}
          onChoose={(park) => onEdit({ kind: 'swap-park', day: day.day, park })}
        />
      </div>
    </section>
  );
}

/** The day read before editing: its park and activities. */
function DaySummary({ day }: { day: Day }) {
  return (
    <div className="mt-3 space-y-2 text-sm">
      <p>
        <span className="font-medium">RV park:</span> {day.rvPark.name}
      </p>
      <ol className="list-decimal space-y-1 pl-5" aria-label={`Day ${day.day} activities`}>
        {day.activities.map((a, i) => (
          <li key={`${a}-${i}`}>{a}</li>
        ))}
      </ol>
      {day.activities.length === 0 ? (
        <p className="text-stone-600">No activities planned for this day.</p>
      ) : null}
    </div>
  );
}

/** A day's editor: view/edit toggle; activities add, remove, move; park from three suggestions. */
export function DayEditor({
  day,
  onEdit,
  rig,
  militaryAccess = false,
  stay,
}: {
  day: Day;
  onEdit: (op: DayOperation) => void;
  /** The trip's rig: alternatives that report a shorter maximum length are left out. */
  rig?: SearchRig;
  /** The traveller holds a military ID (the trip's setting): base FamCamps may be suggested. */
  militaryAccess?: boolean;
  /** The nights of the day's stay: a park chosen here sleeps all of them, so it must be open on each. */
  stay?: StayNights;
}) {
  const [editing, setEditing] = useState(false);
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
        <DaySummary day={day} />
      ) : (
        <div className="mt-4 space-y-6">
          <ActivitiesEditor day={day} onEdit={onEdit} />
          <NotesEditor day={day} onEdit={onEdit} />
          <ParkChooser day={day} onEdit={onEdit} rig={rig} militaryAccess={militaryAccess} stay={stay} />
        </div>
      )}
    </Card>
  );
}
