import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useId } from 'react';
import { Input } from '../../../../components/ui/input';
import { Skeleton } from '../../../../components/ui/skeleton';
import { Switch } from '../../../../components/ui/switch';
import { ListError } from '../layout/list-states';

type SettingsCardProps<Data> = {
  title: string;
  /** Beside the title, once the settings are in (on or off). */
  badge?: ReactNode;
  description: string;
  loadFailed: string;
  settings: UseQueryResult<Data>;
  /** The skeleton's size while the settings load, about the form's. */
  skeleton: string;
  form: (saved: Data) => ReactNode;
};

/** One of Promotions' settings cards: its title and words, then its form once the settings load. */
export function SettingsCard<Data>(props: SettingsCardProps<Data>) {
  const { settings } = props;
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 space-y-4 rounded-xl border border-stone-200 bg-white p-4 sm:p-6"
    >
      <div>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <h3 id={headingId} className="font-serif text-xl font-semibold text-stone-900">
            {props.title}
          </h3>
          {props.badge}
        </div>
        <p className="mt-1 text-sm text-stone-700">{props.description}</p>
      </div>
      {settings.isPending ? (
        <Skeleton className={props.skeleton} />
      ) : settings.isError ? (
        <ListError
          title={props.loadFailed}
          error={settings.error}
          onRetry={() => void settings.refetch()}
        />
      ) : (
        props.form(settings.data)
      )}
    </section>
  );
}

/** The switch a settings form starts with; its label names the form (`${id}-label`). */
export function SettingSwitch(props: {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <div className="flex items-center justify-between gap-4 sm:justify-start">
      <label
        id={`${props.id}-label`}
        htmlFor={`${props.id}-switch`}
        className="text-sm font-medium text-stone-800"
      >
        {props.label}
      </label>
      <Switch
        id={`${props.id}-switch`}
        checked={props.checked}
        onChange={(event) => props.onChange(event.currentTarget.checked)}
      />
    </div>
  );
}

/** One whole number of a settings form, as typed. */
export function NumberSetting(props: {
  id: string;
  label: string;
  value: string;
  invalid: boolean;
  onChange: (text: string) => void;
}) {
  return (
    <div className="space-y-1.5">
      <label htmlFor={props.id} className="block text-sm font-medium text-stone-800">
        {props.label}
      </label>
      <Input
        id={props.id}
        value={props.value}
        onChange={(event) => props.onChange(event.currentTarget.value)}
        inputMode="numeric"
        autoComplete="off"
        aria-invalid={props.invalid ? true : undefined}
        className="w-32"
      />
    </div>
  );
}
