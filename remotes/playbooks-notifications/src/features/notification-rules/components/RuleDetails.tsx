import type { Notification } from '@opsdeck/contracts';
import { Badge, Code, Stack, Text, Wrap } from '@opsdeck/shared';
import { Modal } from '@opsdeck/shared/dialog';
import { ruleRecipients } from '../lib/rule-form';

/** A rule for readers without write access: what it reacts to, its filter, templates and recipients. */
export function RuleDetails({ rule, onClose }: { rule: Notification; onClose: () => void }) {
  return (
    <Modal open onClose={onClose} title={rule.name ?? rule.id} size="medium">
      <Stack gap="3">
        <Wrap gap="1">
          {(rule.events ?? []).map((event) => (
            <Badge key={event} variant="outline">
              {event}
            </Badge>
          ))}
        </Wrap>
        {rule.filter ? <Code>{rule.filter}</Code> : null}
        {rule.title ? <Text fontWeight="semibold">{rule.title}</Text> : null}
        {rule.template ? <Text whiteSpace="pre-wrap">{rule.template}</Text> : null}
        <Text>Recipients: {ruleRecipients(rule).join(', ') || 'none'}</Text>
        {rule.repeat_interval ? <Text>Repeat interval: {rule.repeat_interval}</Text> : null}
      </Stack>
    </Modal>
  );
}
