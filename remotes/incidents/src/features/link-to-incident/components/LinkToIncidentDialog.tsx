import { useRef, useState, type FormEvent } from 'react';
import { LINK_TO_INCIDENT, type ResourceActionProps, type ResourceKind } from '@opsdeck/contracts';
import { Button, ErrorPanel, FormField, LabeledSelect, Stack, Text, Textarea } from '@opsdeck/shared';
import { CreatableCombobox, type ComboOption } from '@opsdeck/shared/combobox';
import { Modal } from '@opsdeck/shared/dialog';
import { useIncidentHypotheses } from '../api/incidentHypotheses';
import { useIncidentSearch } from '../api/searchIncidents';
import { useLinkToIncident } from '../hooks/useLinkToIncident';
import { evidenceTarget } from '../lib/evidence';
import {
  initialLinkForm,
  SEVERITY_OPTIONS,
  TYPE_OPTIONS,
  validateLinkForm,
  type LinkFormErrors,
  type LinkFormField,
  type LinkFormValues,
} from '../lib/link-form';

const FORM_ID = 'link-to-incident-form';
export const UNSUPPORTED_RESOURCE = 'This resource cannot be attached to an incident.';
export const INCIDENTS_FAILED = 'Incidents could not be loaded.';
export const HYPOTHESES_FAILED = 'Hypotheses could not be loaded.';

const KIND_LABELS: Partial<Record<ResourceKind, string>> = {
  check: 'Check',
  config: 'Config item',
  config_change: 'Config change',
  config_insight: 'Config insight',
  component: 'Component',
};

const matches = (text: string) => {
  const needle = text.trim().toLowerCase();
  return (label: string) => !needle || label.toLowerCase().includes(needle);
};

/**
 * Link to Incident: attaches the resource as evidence to a hypothesis of an existing incident, or
 * of an incident created here. Rendered open by the resource-action slot; `onClose(true)` after a
 * successful link, `onClose(false)` when dismissed.
 */
export function LinkToIncidentDialog({ resource, onClose }: ResourceActionProps) {
  const target = evidenceTarget(resource);
  const [values, setValues] = useState<LinkFormValues>(initialLinkForm);
  const [incidentText, setIncidentText] = useState('');
  const [hypothesisText, setHypothesisText] = useState('');
  const [errors, setErrors] = useState<LinkFormErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const inputs = useRef<Partial<Record<LinkFormField, HTMLElement | null>>>({});
  // Escape in an open combobox list closes the list only; the dialog hears the same key press,
  // before the list closes (focus is then in an expanded combobox) or just after it (flagged).
  const listEscape = useRef(false);
  const formRef = useRef<HTMLFormElement>(null);
  const escapedList = () => {
    listEscape.current = true;
    setTimeout(() => {
      listEscape.current = false;
    }, 0);
  };
  const link = useLinkToIncident(target);

  const incident = values.incident;
  const existingId = incident?.kind === 'existing' ? incident.id : undefined;
  const searchText = incident ? '' : incidentText;
  const incidents = useIncidentSearch(searchText, target !== undefined);
  const hypotheses = useIncidentHypotheses(existingId);

  const update = (patch: Partial<LinkFormValues>) => {
    const next = { ...values, ...patch };
    setValues(next);
    // Once the user has tried to submit, messages follow the form as it is corrected.
    if (submitted) setErrors(validateLinkForm(next));
  };

  const reset = () => {
    setValues(initialLinkForm());
    setIncidentText('');
    setHypothesisText('');
    setErrors({});
    setSubmitted(false);
  };

  const close = (done: boolean) => {
    if (link.isPending && !done) return;
    reset();
    onClose(done);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (link.isPending) return;
    const found = validateLinkForm(values);
    setSubmitted(true);
    setErrors(found);
    const first = (['incident', 'hypothesis', 'type', 'severity'] as const).find((field) => found[field]);
    if (first) {
      inputs.current[first]?.focus();
      return;
    }
    link.mutate(values, {
      onSuccess: (outcome) => {
        if (outcome.ok) close(true);
      },
    });
  };

  const incidentOptions: ComboOption[] = (incidents.data ?? []).map((row) => ({
    id: row.id,
    label: row.title ?? row.incident_id ?? row.id,
    detail: [row.incident_id, row.severity, row.status].filter(Boolean).join(' · '),
  }));
  const hypothesisOptions: ComboOption[] = (hypotheses.data ?? [])
    .map((row) => ({ id: row.id, label: row.title ?? row.id, detail: [row.type, row.status].filter(Boolean).join(' · ') }))
    .filter((option) => values.hypothesis || matches(hypothesisText)(option.label));

  const footer = (
    <>
      <Button variant="outline" size="sm" onClick={() => close(false)} disabled={link.isPending}>
        Cancel
      </Button>
      <Button
        type="submit"
        form={FORM_ID}
        size="sm"
        colorPalette="blue"
        loading={link.isPending}
        loadingText={LINK_TO_INCIDENT.submitting}
        disabled={!target}
      >
        {LINK_TO_INCIDENT.submit}
      </Button>
    </>
  );

  return (
    <Modal
      open
      onClose={() => {
        const focused = formRef.current?.ownerDocument.activeElement;
        const listOpen = focused && formRef.current?.contains(focused) && focused.getAttribute('aria-expanded') === 'true';
        if (!listEscape.current && !listOpen) close(false);
      }}
      title={LINK_TO_INCIDENT.title}
      size="small"
      hideExpandToggle
      closeOnInteractOutside={!link.isPending}
      initialFocusEl={() => inputs.current.incident ?? null}
      footer={footer}
      data-testid="link-to-incident-dialog"
    >
      {!target ? (
        <ErrorPanel message={UNSUPPORTED_RESOURCE} />
      ) : (
        <form ref={formRef} id={FORM_ID} onSubmit={submit} noValidate aria-busy={link.isPending}>
          <Stack gap="4">
            <Text fontSize="sm" color="fg.muted">
              {KIND_LABELS[resource.kind]}: {resource.name ?? resource.id}
            </Text>
            <CreatableCombobox
              label="Incident"
              placeholder="Search incidents or type a new title"
              inputRef={(element) => {
                inputs.current.incident = element;
              }}
              onEscape={escapedList}
              inputValue={incident ? incident.title : incidentText}
              onInputChange={(text) => {
                setIncidentText(text);
                setHypothesisText('');
                update({ incident: null, hypothesis: null });
              }}
              options={incidentOptions}
              onSelect={(option) => {
                setHypothesisText('');
                update({ incident: { kind: 'existing', id: option.id, title: option.label }, hypothesis: null });
              }}
              onCreate={(title) => {
                setHypothesisText('');
                update({ incident: { kind: 'new', title: title.trim() }, hypothesis: null });
              }}
              createLabel={(text) => `Create incident "${text}"`}
              emptyText={searchText.trim() ? 'No matching incidents' : 'No open incidents'}
              loading={incidents.isFetching && !incidents.data}
              error={incidents.isError ? INCIDENTS_FAILED : undefined}
              onRetry={() => void incidents.refetch()}
              invalid={errors.incident}
              helperText={
                incident?.kind === 'new' ? 'A new incident will be created, with a root hypothesis of the same title.' : undefined
              }
            />
            {incident?.kind === 'new' ? (
              <>
                <LabeledSelect
                  layout="stacked"
                  label="Type"
                  placeholder="Select an incident type"
                  ref={(element) => {
                    inputs.current.type = element;
                  }}
                  value={values.type}
                  options={TYPE_OPTIONS}
                  error={errors.type}
                  onChange={(type) => update({ type })}
                />
                <LabeledSelect
                  layout="stacked"
                  label="Severity"
                  placeholder="Select a severity"
                  ref={(element) => {
                    inputs.current.severity = element;
                  }}
                  value={values.severity}
                  options={SEVERITY_OPTIONS}
                  error={errors.severity}
                  onChange={(severity) => update({ severity })}
                />
              </>
            ) : null}
            {incident?.kind === 'existing' ? (
              <CreatableCombobox
                label="Hypothesis"
                placeholder="Pick a hypothesis or type a new one"
                inputRef={(element) => {
                  inputs.current.hypothesis = element;
                }}
                onEscape={escapedList}
                inputValue={values.hypothesis ? values.hypothesis.title : hypothesisText}
                onInputChange={(text) => {
                  setHypothesisText(text);
                  update({ hypothesis: null });
                }}
                options={hypothesisOptions}
                onSelect={(option) => update({ hypothesis: { kind: 'existing', id: option.id, title: option.label } })}
                onCreate={(title) => update({ hypothesis: { kind: 'new', title: title.trim() } })}
                createLabel={(text) => `Create hypothesis "${text}"`}
                emptyText={hypothesisText.trim() ? 'No matching hypotheses' : 'This incident has no hypotheses yet'}
                loading={hypotheses.isFetching && !hypotheses.data}
                error={hypotheses.isError ? HYPOTHESES_FAILED : undefined}
                onRetry={() => void hypotheses.refetch()}
                invalid={errors.hypothesis}
                helperText={values.hypothesis?.kind === 'new' ? 'A new root hypothesis will be created.' : undefined}
              />
            ) : null}
            <FormField label="Description">
              <Textarea
                size="sm"
                rows={3}
                value={values.description}
                placeholder="What this shows about the incident"
                onChange={(event) => update({ description: event.target.value })}
              />
            </FormField>
          </Stack>
        </form>
      )}
    </Modal>
  );
}
