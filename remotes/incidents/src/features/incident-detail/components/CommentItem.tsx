import type { Comment } from '@opsdeck/contracts';
import { UserAvatar } from '@opsdeck/shared';
import { FormattedDate } from '@opsdeck/shared/format';
import { memo } from 'react';
import { MARKDOWN_CSS, PlainMarkdown } from './Markdown';

const authorOf = (comment: Comment) => {
  const person = comment.created_by && typeof comment.created_by === 'object' ? comment.created_by : undefined;
  return comment.external_created_by ? { name: comment.external_created_by } : person;
};

/**
 * The styles of the thread's items, set once on the list (see Markdown): each comment is plain
 * elements, its author, time and rendered markdown.
 */
export const COMMENT_LIST_CSS = {
  listStyleType: 'none',
  display: 'grid',
  gap: '3',
  '& > li': { display: 'grid', gap: '1', borderWidth: '1px', borderRadius: 'md', padding: '3' },
  '& .comment-head': { display: 'flex', gap: '2', alignItems: 'center', fontSize: 'sm', minWidth: '0' },
  '& .comment-author': { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
  '& .comment-time': { color: 'fg.muted' },
  '& .markdown': MARKDOWN_CSS,
} as const;

/** One comment of the thread; memoised, as the thread re-renders when one is added. */
export const CommentItem = memo(function CommentItem({ comment }: { comment: Comment }) {
  const author = authorOf(comment);
  return (
    <li data-testid="comment">
      <div className="comment-head">
        {author?.name ? (
          <>
            <UserAvatar user={{ name: author.name, avatar: 'avatar' in author ? (author.avatar ?? null) : null }} size="2xs" />
            <span className="comment-author">{author.name}</span>
          </>
        ) : (
          <span>-</span>
        )}
        <span className="comment-time">
          <FormattedDate value={comment.created_at} />
        </span>
      </div>
      <PlainMarkdown source={comment.comment ?? ''} />
    </li>
  );
});
