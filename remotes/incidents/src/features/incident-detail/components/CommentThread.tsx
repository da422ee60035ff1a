import { INCIDENT_TEXT } from '@opsdeck/contracts';
import { Box, Button, Flex, Heading, Stack, Text, Textarea } from '@opsdeck/shared';
import { useState, type FormEvent } from 'react';
import { useCreateComment } from '../api/createComment';
import { useComments } from '../api/incidentComments';
import { COMMENT_LIST_CSS, CommentItem } from './CommentItem';

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
      <Box as="ol" css={COMMENT_LIST_CSS}>
        {(comments.data ?? []).map((comment) => (
          <CommentItem key={comment.id} comment={comment} />
        ))}
      </Box>
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
