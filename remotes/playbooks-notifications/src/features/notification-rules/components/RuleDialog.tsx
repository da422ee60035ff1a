import { NOTIFICATION_RULES_TEXT, NOTIFICATION_UPDATED, type Notification, type NotificationRuleWrite } from '@opsdeck/contracts';
import { Button, notify } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { useCreateRule } from '../api/createRule';
import { useRecipientOptions } from '../api/recipientOptions';
import { useUpdateRule } from '../api/updateRule';
import { EMPTY_RULE, ruleFormValues } from '../lib/rule-form';
import { RuleForm } from './RuleForm';

export interface RuleDialogProps {
  /** The rule to edit; null creates one. */
  rule: Notification | null;
  onClose: () => void;
}

const FORM_ID = 'notification-rule-form';

/** Create or edit a rule; saved rules refresh every notifications read. */
export function RuleDialog({ rule, onClose }: RuleDialogProps) {
  const options = useRecipientOptions();
  const create = useCreateRule();
  const update = useUpdateRule();
  const busy = create.isPending || update.isPending;
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
  return (
    <Modal
      open
      onClose={onClose}
      title={rule ? NOTIFICATION_RULES_TEXT.edit : NOTIFICATION_RULES_TEXT.create}
      size="medium"
      footer={
        <Button type="submit" form={FORM_ID} colorPalette="blue" size="sm" loading={busy}>
          {NOTIFICATION_RULES_TEXT.save}
        </Button>
      }
    >
      <RuleForm
        id={FORM_ID}
        initial={rule ? ruleFormValues(rule) : EMPTY_RULE}
        options={options.data}
        previous={rule ?? undefined}
        onSubmit={save}
        busy={busy}
      />
    </Modal>
  );
}
