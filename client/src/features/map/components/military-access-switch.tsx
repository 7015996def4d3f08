import { useId } from 'react';
import { MILITARY_ACCESS_LABEL } from '@shared/trips/traveller-labels';
import { Switch } from '@/components/ui/switch';

/** The map's "Military ID holder" switch: base FamCamps are shown only with it on. */
export function MilitaryAccessSwitch({
  checked,
  onChange,
  fromTrip = false,
}: {
  checked: boolean;
  onChange: (on: boolean) => void;
  /** The map was opened from a trip: the switch starts from the trip's setting, not the device's. */
  fromTrip?: boolean;
}) {
  const id = useId();
  return (
    <div className="flex items-start gap-3">
      <Switch id={id} checked={checked} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
      <div>
        <label htmlFor={id} className="text-sm font-medium">
          {MILITARY_ACCESS_LABEL}
        </label>
        <p id={`${id}-hint`} className="text-xs text-stone-600">
          {checked
            ? 'Base RV parks and FamCamps (military ID holders only) are shown with the other RV parks.'
            : 'Off, military-only base campgrounds are not shown.'}{' '}
          {fromTrip ? "Set from your trip's traveller settings." : 'Remembered on this device.'}
        </p>
      </div>
    </div>
  );
}
