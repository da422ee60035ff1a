import { HYPOTHESIS_TYPE_LABELS, type HypothesisType } from '@opsdeck/contracts';
import { Button, Flex, Input } from '@opsdeck/shared';
import { useState, type FormEvent } from 'react';

/** One line: the title of a new hypothesis of `type`; Escape or Cancel closes it. */
export function AddHypothesisForm({
  type,
  onAdd,
  onCancel,
}: {
  type: HypothesisType;
  onAdd: (title: string) => void;
  onCancel: () => void;
}) {
  const [title, setTitle] = useState('');
  const label = `New ${HYPOTHESIS_TYPE_LABELS[type].toLowerCase()}`;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!title.trim()) return;
    onAdd(title.trim());
    setTitle('');
  };
  return (
    <form onSubmit={submit}>
      <Flex gap="2">
        <Input
          size="sm"
          aria-label={label}
          placeholder={label}
          value={title}
          autoFocus
          onChange={(event) => setTitle(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') {
              event.stopPropagation();
              onCancel();
            }
          }}
        />
        <Button size="sm" type="submit" disabled={!title.trim()}>
          Add
        </Button>
        <Button size="sm" variant="outline" onClick={onCancel}>
          Cancel
        </Button>
      </Flex>
    </form>
  );
}
