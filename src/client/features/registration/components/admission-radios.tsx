import { Choices, Tick, type AdmissionFormApi } from './admission-choices';

type RadiosProps<V extends string> = {
  form: AdmissionFormApi;
  /** The field the radios set (and the group's error belongs to). */
  name: 'gender' | 'preferredTiming';
  legend: string;
  required?: boolean;
  values: readonly V[];
  /** What the reader sees for a value (the value sent stays the English one). */
  label: (value: V) => string;
};

/** One choice among a few: a native radio for each value, under the group's legend. */
export function Radios<V extends string>({ values, label, ...group }: RadiosProps<V>) {
  return (
    <Choices {...group}>
      {values.map((value) => (
        <Tick
          key={value}
          form={group.form}
          name={group.name}
          type="radio"
          value={value}
          label={label(value)}
        />
      ))}
    </Choices>
  );
}
