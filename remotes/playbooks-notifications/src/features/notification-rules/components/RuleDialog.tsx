import { NOTIFICATION_RULES_TEXT, NOTIFICATION_UPDATED, type Notification, type NotificationRuleWrite } from '@opsdeck/contracts';
import { Button, notify } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { parseCodeText, stringifyCodeValue, type ParseResult } from '@opsdeck/shared/editor';
import { Tabs } from '@opsdeck/shared/tabs';
import { useMemo, useState } from 'react';
import { useCreateRule } from '../api/createRule';
import { useRecipientOptions } from '../api/recipientOptions';
import { useUpdateRule } from '../api/updateRule';
import { formValuesOfDocument, ruleDocumentOf, ruleDocumentProblems, ruleFromDocument } from '../lib/rule-document';
import { EMPTY_RULE, ruleFormValues, ruleWrite, type RuleFormValues } from '../lib/rule-form';
import { RuleForm } from './RuleForm';
import { RuleYamlEditor } from './RuleYamlEditor';

export interface RuleDialogProps {
  /** The rule to edit; null creates one. */
  rule: Notification | null;
  onClose: () => void;
}

const FORM_ID = 'notification-rule-form';
type Mode = 'form' | 'yaml';

/**
 * Create or edit a rule, with a form or as YAML (the row written to /db/notifications); switching
 * carries the edit over. Saved rules refresh every notifications read.
 */
export function RuleDialog({ rule, onClose }: RuleDialogProps) {
  const options = useRecipientOptions();
  const create = useCreateRule();
  const update = useUpdateRule();
  const busy = create.isPending || update.isPending;
  const [mode, setMode] = useState<Mode>('form');
  const [values, setValues] = useState<RuleFormValues>(() => (rule ? ruleFormValues(rule) : EMPTY_RULE));
  // The form is mounted again with the values a YAML edit left.
  const [formKey, setFormKey] = useState(0);
  const [yaml, setYaml] = useState<{ text: string; parsed: ParseResult } | null>(null);
  const yamlProblems = useMemo(() => (yaml ? ruleDocumentProblems(yaml.text, yaml.parsed) : []), [yaml]);

  const save = async (written: NotificationRuleWrite) => {
    try {
      if (rule) {
        await update.mutateAsync({ id: rule.id, changes: written });
        notify.success(NOTIFICATION_UPDATED);
      } else {
        await create.mutateAsync(written);
        notify.success(NOTIFICATION_RULES_TEXT.created);
      }
      onClose();
    } catch (error) {
      notify.apiError(error);
    }
  };

  const switchTo = async (next: Mode) => {
    if (next === mode) return;
    if (next === 'yaml') {
      const text = await stringifyCodeValue(ruleDocumentOf(ruleWrite(values, rule ?? undefined)));
      setYaml({ text, parsed: await parseCodeText(text) });
    } else if (yaml && yamlProblems.length === 0) {
      setValues(formValuesOfDocument(yaml.parsed.value));
      setFormKey((key) => key + 1);
    }
    setMode(next);
  };

  const saveYaml = () => {
    if (!yaml || yamlProblems.length > 0) return;
    void save(ruleFromDocument(yaml.parsed.value));
  };

  return (
    <Modal
      open
      onClose={onClose}
      title={rule ? NOTIFICATION_RULES_TEXT.edit : NOTIFICATION_RULES_TEXT.create}
      size="large"
      footer={
        mode === 'form' ? (
          <Button type="submit" form={FORM_ID} colorPalette="blue" size="sm" loading={busy}>
            {NOTIFICATION_RULES_TEXT.save}
          </Button>
        ) : (
          <Button colorPalette="blue" size="sm" loading={busy} disabled={!yaml || yamlProblems.length > 0} onClick={saveYaml}>
            {NOTIFICATION_RULES_TEXT.save}
          </Button>
        )
      }
    >
      <Tabs.Root value={mode} onValueChange={(details) => void switchTo(details.value as Mode)} lazyMount>
        <Tabs.List>
          {/* A document with problems cannot be carried over to the form: fix it first. */}
          <Tabs.Trigger value="form" disabled={mode === 'yaml' && yamlProblems.length > 0}>
            {NOTIFICATION_RULES_TEXT.formTab}
          </Tabs.Trigger>
          <Tabs.Trigger value="yaml">{NOTIFICATION_RULES_TEXT.yamlTab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="form">
          <RuleForm
            key={formKey}
            id={FORM_ID}
            initial={values}
            options={options.data}
            previous={rule ?? undefined}
            onSubmit={save}
            onValuesChange={setValues}
            busy={busy}
          />
        </Tabs.Content>
        <Tabs.Content value="yaml">
          {yaml ? (
            <RuleYamlEditor text={yaml.text} parsed={yaml.parsed} onChange={(text, parsed) => setYaml({ text, parsed })} />
          ) : null}
        </Tabs.Content>
      </Tabs.Root>
    </Modal>
  );
}
