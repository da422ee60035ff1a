import { z } from 'zod/mini';
import { Box, Button, chakra, Code, Field, Image, Input, Link, Stack, Text } from '@opsdeck/shared';
import { UiTextSchema, type InputNode, type UiNode } from '../api/schemas';
import { sameOriginPath } from '../browser';
import { FieldMessages, NodeMessages } from './NodeMessages';

const SecretListSchema = z.array(UiTextSchema);

const labelOf = (node: UiNode): string | undefined => node.meta.label?.text;
const valueOf = (value: unknown): string => (value === undefined || value === null ? '' : String(value));

/** Only links that stay on http(s) or this origin; the server's anchors never need anything else. */
function safeHref(href: string): string | undefined {
  return sameOriginPath(href) ?? (/^https?:\/\//i.test(href) ? href : undefined);
}

function SubmitNode({ node, submitting }: { node: InputNode; submitting: boolean }) {
  const { name, value, disabled } = node.attributes;
  return (
    <Stack gap="1">
      <Button type="submit" name={name} value={valueOf(value)} disabled={disabled || submitting} colorPalette="blue">
        {labelOf(node) ?? valueOf(value)}
      </Button>
      <NodeMessages messages={node.messages} />
    </Stack>
  );
}

function CheckboxNode({ node }: { node: InputNode }) {
  const { name, value, disabled, required } = node.attributes;
  return (
    <Stack gap="1">
      <chakra.label display="flex" alignItems="center" gap="2">
        <input
          type="checkbox"
          name={name}
          value="true"
          defaultChecked={value === true || value === 'true'}
          disabled={disabled}
          aria-required={required}
        />
        {labelOf(node) ?? name}
      </chakra.label>
      <NodeMessages messages={node.messages} />
    </Stack>
  );
}

function FieldNode({ node }: { node: InputNode }) {
  const { name, type, value, disabled, required, autocomplete, maxlength, pattern } = node.attributes;
  const invalid = node.messages.some((message) => message.type === 'error');
  return (
    <Field.Root invalid={invalid} required={required} disabled={disabled}>
      <Field.Label>
        {labelOf(node) ?? name}
        <Field.RequiredIndicator />
      </Field.Label>
      <Input
        name={name}
        type={type}
        defaultValue={type === 'password' ? undefined : valueOf(value)}
        autoComplete={autocomplete}
        maxLength={maxlength}
        pattern={pattern}
      />
      <FieldMessages messages={node.messages} />
    </Field.Root>
  );
}

function InputNodeView({ node, submitting }: { node: InputNode; submitting: boolean }) {
  switch (node.attributes.type) {
    case 'hidden':
      return <input type="hidden" name={node.attributes.name} value={valueOf(node.attributes.value)} />;
    case 'submit':
    case 'button':
      return <SubmitNode node={node} submitting={submitting} />;
    case 'checkbox':
      return <CheckboxNode node={node} />;
    default:
      return <FieldNode node={node} />;
  }
}

/** Secrets (the TOTP key) and lists of backup codes, rendered from the text node's context. */
function TextNodeView({ node }: { node: UiNode & { attributes: { node_type: 'text' } } }) {
  const { id, text } = node.attributes;
  const secrets = SecretListSchema.safeParse(text.context?.secrets);
  const labelId = `${id}-label`;
  return (
    <Stack gap="2" data-node-id={id} role="group" aria-labelledby={labelOf(node) ? labelId : undefined}>
      {labelOf(node) ? <Text id={labelId}>{labelOf(node)}</Text> : null}
      {secrets.success ? (
        <chakra.ul display="grid" gridTemplateColumns="repeat(auto-fill, minmax(8rem, 1fr))" gap="2" listStyleType="none">
          {secrets.data.map((secret, index) => (
            <chakra.li key={`${secret.text}-${index}`}>
              <Code>{secret.text}</Code>
            </chakra.li>
          ))}
        </chakra.ul>
      ) : (
        <Code data-secret={id} wordBreak="break-all">
          {text.text}
        </Code>
      )}
      <NodeMessages messages={node.messages} />
    </Stack>
  );
}

/** One server-provided node, dispatched on node_type and, for inputs, on the input type. */
export function FlowNode({ node, submitting }: { node: UiNode; submitting: boolean }) {
  const { attributes } = node;
  switch (attributes.node_type) {
    case 'input':
      return <InputNodeView node={node as InputNode} submitting={submitting} />;
    case 'img':
      return (
        <Box>
          <Image
            src={attributes.src}
            alt={labelOf(node) ?? attributes.id}
            htmlWidth={attributes.width}
            htmlHeight={attributes.height}
          />
          <NodeMessages messages={node.messages} />
        </Box>
      );
    case 'text':
      return <TextNodeView node={node as UiNode & { attributes: { node_type: 'text' } }} />;
    case 'a': {
      const href = safeHref(attributes.href);
      return href ? (
        <Link href={href} color="blue.fg" data-node-id={attributes.id}>
          {attributes.title.text}
        </Link>
      ) : null;
    }
  }
}
