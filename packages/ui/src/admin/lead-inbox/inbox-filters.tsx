import { Search, X } from 'lucide-react';
import { useId, type ReactNode } from 'react';
import { Button } from '../../primitives/button';
import { controlVariants, Input, Label } from '../../primitives/field';
import {
  hasActiveFilters,
  emptyLeadInboxFilters,
  inboxLeadKinds,
  inboxLeadStatuses,
  inboxSubscriptions,
  type LeadInboxFilters,
  type LeadInboxLabels,
  type LeadInboxOption,
} from './labels';

export interface InboxFiltersProps {
  labels: LeadInboxLabels;
  filters: LeadInboxFilters;
  serviceOptions: LeadInboxOption[];
  onChange: (filters: LeadInboxFilters) => void;
}

/** Search box, kind, status, service, e-mail state and date range; every change is reported at once (the caller debounces). */
export function InboxFilters({ labels, filters, serviceOptions, onChange }: InboxFiltersProps) {
  const set = <K extends keyof LeadInboxFilters>(key: K, value: LeadInboxFilters[K]) => onChange({ ...filters, [key]: value });
  const id = useId();
  return (
    <form
      data-slot="inbox-filters"
      role="search"
      aria-label={labels.filtersLabel}
      onSubmit={(e) => e.preventDefault()}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-2">
        <Label htmlFor={`${id}-q`}>{labels.search}</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute start-4 top-1/2 size-4 -translate-y-1/2 text-subtle" />
          <Input
            id={`${id}-q`}
            type="search"
            name="q"
            value={filters.q}
            maxLength={200}
            autoComplete="off"
            placeholder={labels.searchPlaceholder}
            onChange={(e) => set('q', e.target.value)}
            className="ps-11"
          />
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <FilterSelect
          id={`${id}-kind`}
          label={labels.kind}
          value={filters.kind}
          onChange={(v) => set('kind', v as LeadInboxFilters['kind'])}
        >
          <option value="">{labels.allKinds}</option>
          {inboxLeadKinds.map((kind) => (
            <option key={kind} value={kind}>
              {labels.kinds[kind]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-status`}
          label={labels.status}
          value={filters.status}
          onChange={(v) => set('status', v as LeadInboxFilters['status'])}
        >
          <option value="">{labels.allStatuses}</option>
          {inboxLeadStatuses.map((status) => (
            <option key={status} value={status}>
              {labels.statuses[status]}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect id={`${id}-service`} label={labels.service} value={filters.service} onChange={(v) => set('service', v)}>
          <option value="">{labels.allServices}</option>
          {serviceOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </FilterSelect>
        <FilterSelect
          id={`${id}-subscription`}
          label={labels.subscription}
          value={filters.subscription}
          onChange={(v) => set('subscription', v as LeadInboxFilters['subscription'])}
        >
          <option value="">{labels.allSubscriptions}</option>
          {inboxSubscriptions.map((state) => (
            <option key={state} value={state}>
              {labels.subscriptions[state]}
            </option>
          ))}
        </FilterSelect>
        <DateField
          id={`${id}-from`}
          label={labels.from}
          value={filters.from}
          max={filters.to || undefined}
          onChange={(v) => set('from', v)}
        />
        <DateField id={`${id}-to`} label={labels.to} value={filters.to} min={filters.from || undefined} onChange={(v) => set('to', v)} />
      </div>
      {hasActiveFilters(filters) ? (
        <Button
          variant="ghost"
          size="sm"
          className="self-start"
          onClick={() => {
            onChange(emptyLeadInboxFilters);
            // The button goes away with the filters: the keyboard continues from the search box.
            document.getElementById(`${id}-q`)?.focus();
          }}
        >
          <X aria-hidden />
          {labels.clearFilters}
        </Button>
      ) : null}
    </form>
  );
}

interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  children: ReactNode;
}

function FilterSelect({ id, label, value, onChange, children }: FilterSelectProps) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)} className={controlVariants()}>
        {children}
      </select>
    </div>
  );
}

function DateField({
  id,
  label,
  value,
  min,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  min?: string;
  max?: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="flex min-w-0 flex-col gap-2">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} type="date" value={value} min={min} max={max} onChange={(e) => onChange(e.target.value)} />
    </div>
  );
}
