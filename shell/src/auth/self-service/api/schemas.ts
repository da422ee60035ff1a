// Shapes of what the self-service API answers, validated before anything is rendered from them.
import { z } from 'zod/mini';

export const UiTextSchema = z.looseObject({
  id: z.number(),
  text: z.string(),
  type: z.string(),
  context: z.optional(z.record(z.string(), z.unknown())),
});
export type UiText = z.infer<typeof UiTextSchema>;

const InputAttributesSchema = z.looseObject({
  node_type: z.literal('input'),
  name: z.string(),
  type: z.string(),
  value: z.optional(z.unknown()),
  required: z.optional(z.boolean()),
  disabled: z.optional(z.boolean()),
  autocomplete: z.optional(z.string()),
  maxlength: z.optional(z.number()),
  pattern: z.optional(z.string()),
});
const ImageAttributesSchema = z.looseObject({
  node_type: z.literal('img'),
  id: z.string(),
  src: z.string(),
  width: z.optional(z.number()),
  height: z.optional(z.number()),
});
const TextAttributesSchema = z.looseObject({ node_type: z.literal('text'), id: z.string(), text: UiTextSchema });
const AnchorAttributesSchema = z.looseObject({
  node_type: z.literal('a'),
  id: z.string(),
  href: z.string(),
  title: UiTextSchema,
});

const NodeAttributesSchema = z.discriminatedUnion('node_type', [
  InputAttributesSchema,
  ImageAttributesSchema,
  TextAttributesSchema,
  AnchorAttributesSchema,
]);

export const UiNodeSchema = z.looseObject({
  type: z.string(),
  group: z.string(),
  attributes: NodeAttributesSchema,
  messages: z._default(z.array(UiTextSchema), []),
  meta: z._default(z.looseObject({ label: z.optional(UiTextSchema) }), {}),
});
export type UiNode = z.infer<typeof UiNodeSchema>;
export type InputNode = UiNode & { attributes: z.infer<typeof InputAttributesSchema> };

/** Nodes this console cannot render (scripts, unknown kinds) are dropped, not fatal. */
const UiNodeListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((nodes) =>
    nodes.flatMap((node) => {
      const parsed = UiNodeSchema.safeParse(node);
      return parsed.success ? [parsed.data] : [];
    }),
  ),
);

export const SelfServiceFlowSchema = z.looseObject({
  id: z.string(),
  type: z.optional(z.string()),
  state: z.optional(z.string()),
  return_to: z.nullish(z.string()),
  refresh: z.optional(z.boolean()),
  requested_aal: z.optional(z.string()),
  ui: z.looseObject({
    action: z.string(),
    method: z.string(),
    nodes: UiNodeListSchema,
    messages: z.optional(z.array(UiTextSchema)),
  }),
});
export type SelfServiceFlow = z.infer<typeof SelfServiceFlowSchema>;

export const FlowErrorBodySchema = z.looseObject({
  error: z.looseObject({
    id: z.optional(z.string()),
    code: z.optional(z.number()),
    status: z.optional(z.string()),
    reason: z.optional(z.string()),
    message: z.optional(z.string()),
  }),
  redirect_browser_to: z.optional(z.string()),
  use_flow_id: z.optional(z.string()),
});
export type FlowErrorBody = z.infer<typeof FlowErrorBodySchema>;

const ContinueWithSchema = z.looseObject({ action: z.string(), redirect_browser_to: z.optional(z.string()) });

/** A successful login or registration: the session was issued; where to go is in the flow. */
export const SessionIssuedSchema = z.looseObject({
  session: z.looseObject({ id: z.string() }),
  continue_with: z.optional(z.array(ContinueWithSchema)),
});

export const LogoutFlowSchema = z.looseObject({ logout_token: z.string().check(z.minLength(1)), logout_url: z.string() });

/** GET /self-service/errors?id=: the stored error is shown as it came. */
export const StoredFlowErrorSchema = z.looseObject({ id: z.string(), error: z.unknown() });
