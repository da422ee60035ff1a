import { INCIDENT_TEXT, type Comment } from '@opsdeck/contracts';
import { Button, Flex, Heading, Stack, Text, Textarea } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { useState, type FormEvent } from 'react';
import { PersonLabel } from '../../../components/PersonLabel';
import { useCreateComment } from '../api/createComment';
import { useComments } from '../api/incidentComments';
import { Markdown } from './Markdown';

const authorOf = (comment: Comment) => {
  const person = comment.created_by && typeof comment.created_by === 'object' ? comment.created_by : undefined;
  return comment.external_created_by ? { name: comment.external_created_by } : person;
};

/** The comments, oldest first with the newest last, and a box to add one (markdown, rendered safely). */
export function CommentThread({ incidentId, canComment }: { incidentId: string; canComment: boolean }) {
  const comments = useComments(incidentId);
  const [text, setText] = useState('');
  const create = useCreateComment(incidentId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!text.trim()) return;
    create.mutate({ incident_id: incidentId, comment: text.trim() });
    setText('');
  };
  return (
    <Stack gap="3" as="section" aria-label={INCIDENT_TEXT.comments}>
      <Heading as="h2" size="md">
        {INCIDENT_TEXT.comments}
      </Heading>
      {comments.isError ? <Text color="fg.error">Comments could not be loaded.</Text> : null}
      {comments.isSuccess && comments.data.length === 0 ? <Text color="fg.muted">{INCIDENT_TEXT.noComments}</Text> : null}
      <Stack as="ol" gap="3" listStyleType="none">
        {(comments.data ?? []).map((comment) => (
          <Stack as="li" key={comment.id} gap="1" borderWidth="1px" rounded="md" p="3" data-testid="comment">
            <Flex gap="2" align="center" fontSize="sm">
              <PersonLabel person={authorOf(comment)} />
              <Text color="fg.muted">
                <FormattedDate value={comment.created_at} />
              </Text>
            </Flex>
            <Markdown source={comment.comment ?? ''} />
          </Stack>
        ))}
      </Stack>
      {canComment ? (
        <form onSubmit={submit}>
          <Stack gap="2">
            <Textarea
              aria-label={INCIDENT_TEXT.addComment}
              placeholder={INCIDENT_TEXT.commentPlaceholder}
              value={text}
              rows={3}
              onChange={(event) => setText(event.target.value)}
              onKeyDown={(event) => {
                if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) submit(event);
              }}
            />
            <Flex justify="end">
              <Button size="sm" type="submit" colorPalette="blue" disabled={!text.trim()}>
                {INCIDENT_TEXT.addComment}
              </Button>
            </Flex>
          </Stack>
        </form>
      ) : null}
    </Stack>
  );
}
