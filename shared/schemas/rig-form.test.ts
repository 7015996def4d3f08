import { describe, expect, it } from 'vitest';
import { RIG_DEFAULTS } from './rig';
import {
  isTypicalRig,
  moneyFormSchema,
  moneyInputOf,
  moneyFormValuesOf,
  rigAfterTypeChange,
  rigFormSchema,
  rigFormValuesOf,
  rigOfFormValues,
} from './rig-form';

const typical = (type: keyof typeof RIG_DEFAULTS) => rigFormValuesOf(RIG_DEFAULTS[type]);
const messages = (values: unknown) => {
  const result = rigFormSchema.safeParse(values);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('your rig in the forms', () => {
  it('follows the RV type while the traveller has not edited it', () => {
    expect(rigAfterTypeChange('travel-trailer', 'class-a', typical('travel-trailer'))).toEqual(
      typical('class-a'),
    );
    expect(rigAfterTypeChange('class-a', 'class-b', typical('class-a')).fuel).toBe('gas');
  });

  it('keeps an edited rig when the type changes', () => {
    const edited = { ...typical('travel-trailer'), lengthFeet: '31' };
    expect(rigAfterTypeChange('travel-trailer', 'class-a', edited)).toBe(edited);
    const towing = { ...typical('class-a'), towingCar: true };
    expect(rigAfterTypeChange('class-a', 'class-c', towing)).toBe(towing);
    // "38.0" is the same number as 38: still the typical rig.
    expect(rigAfterTypeChange('class-a', 'class-c', { ...typical('class-a'), lengthFeet: '38.0' })).toEqual(
      typical('class-c'),
    );
    expect(isTypicalRig('class-a', typical('class-a'))).toBe(true);
    expect(isTypicalRig('class-a', edited)).toBe(false);
  });

  it('refuses values out of range with the shared schema words', () => {
    expect(
      messages({ ...typical('class-a'), lengthFeet: '90', heightFeet: '', mpg: 'abc', tankGallons: '2' }),
    ).toEqual({
      lengthFeet: 'Rig length (ft) must be between 10 and 70',
      heightFeet: 'Rig height (ft) must be between 6 and 14.5',
      mpg: 'MPG must be between 2 and 40',
      tankGallons: 'Fuel tank (gallons) must be between 5 and 300',
    });
    expect(messages(typical('fifth-wheel'))).toEqual({});
  });

  it('turns the form rig into the request rig', () => {
    expect(rigOfFormValues({ ...typical('class-c'), mpg: ' 9.5 ', towingCar: true })).toEqual({
      ...RIG_DEFAULTS['class-c'],
      mpg: 9.5,
      towingCar: true,
    });
  });
});

describe("the rig's width in the forms", () => {
  it('is optional: empty is not given, and a typical rig has none', () => {
    expect(typical('class-a').widthFeet).toBe('');
    expect(messages(typical('class-a'))).toEqual({});
    expect(rigOfFormValues(typical('class-a'))).not.toHaveProperty('widthFeet');
    expect(isTypicalRig('class-a', typical('class-a'))).toBe(true);
  });

  it('refuses a width out of range with the shared schema words, and sends a given one', () => {
    expect(messages({ ...typical('class-c'), widthFeet: '12' })).toEqual({
      widthFeet: 'Rig width (ft) must be between 6 and 10',
    });
    expect(messages({ ...typical('class-c'), widthFeet: 'wide' })).toEqual({
      widthFeet: 'Rig width (ft) must be between 6 and 10',
    });
    expect(rigOfFormValues({ ...typical('class-c'), widthFeet: ' 8.5 ' })).toEqual({
      ...RIG_DEFAULTS['class-c'],
      widthFeet: 8.5,
    });
    expect(rigFormValuesOf({ ...RIG_DEFAULTS['class-c'], widthFeet: 7.5 }).widthFeet).toBe('7.5');
  });

  it('makes a rig the traveller edited: it stays when the type changes', () => {
    const wide = { ...typical('class-a'), widthFeet: '8.5' };
    expect(isTypicalRig('class-a', wide)).toBe(false);
    expect(rigAfterTypeChange('class-a', 'class-c', wide)).toBe(wide);
  });
});

describe('money settings in the forms', () => {
  it('sends only what is set', () => {
    expect(moneyInputOf({ nightlyBudget: '', fuelPrice: '' })).toEqual({});
    expect(moneyInputOf({ nightlyBudget: '45', fuelPrice: '3.89' })).toEqual({
      nightlyBudget: 45,
      fuelPricePerGallon: 3.89,
    });
    expect(moneyFormValuesOf({ nightlyBudget: 0 })).toEqual({ nightlyBudget: '0', fuelPrice: '' });
  });

  it('refuses amounts the API would refuse', () => {
    expect(moneyFormSchema.safeParse({ nightlyBudget: '-3', fuelPrice: '' }).success).toBe(false);
    expect(moneyFormSchema.safeParse({ nightlyBudget: '', fuelPrice: '30' }).success).toBe(false);
    expect(moneyFormSchema.safeParse({ nightlyBudget: '60', fuelPrice: '4.10' }).success).toBe(true);
  });
});
