-- 0500 identity: Kratos-compatible self-service identities.
-- public.identities is the Kratos-shaped table the UI reads through GET /db/identities; its id is
-- the id of the linked people row (one person per identity). Everything secret (credentials,
-- sessions, flows, codes, mail) lives in the separate schema `kratos`, which is not the exposed
-- `public` schema, so the generic /db API can never serve it.

CREATE TABLE identities (
  id uuid NOT NULL,
  schema_id text NOT NULL DEFAULT 'default',
  traits jsonb NOT NULL,
  state text NOT NULL DEFAULT 'active',
  state_changed_at timestamptz NOT NULL DEFAULT now(),
  metadata_public jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT identities_pkey PRIMARY KEY (id),
  CONSTRAINT identities_person_fkey FOREIGN KEY (id) REFERENCES people (id) ON DELETE CASCADE,
  CONSTRAINT identities_state_check CHECK (state IN ('active', 'inactive'))
);
CREATE UNIQUE INDEX identities_email_idx ON identities (lower(traits ->> 'email'));

-- Invitations sent by POST /auth/invite_user; registration with the invited email takes the role.
CREATE TABLE IF NOT EXISTS invites (
  id uuid NOT NULL DEFAULT generate_ulid(),
  email text NOT NULL,
  role text NOT NULL,
  first_name text,
  last_name text,
  invited_by uuid,
  accepted_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz,
  CONSTRAINT invites_pkey PRIMARY KEY (id),
  CONSTRAINT invites_invited_by_fkey FOREIGN KEY (invited_by) REFERENCES people (id) ON DELETE SET NULL
);
CREATE INDEX IF NOT EXISTS invites_email_idx ON invites (lower(email));

CREATE SCHEMA kratos;

-- One row per identity and method: password {hashed_password}, totp {secret (sealed), last_step},
-- lookup_secret {codes: [{hash, sealed, used_at}]}.
CREATE TABLE kratos.credentials (
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  type text NOT NULL CHECK (type IN ('password', 'totp', 'lookup_secret')),
  config jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (identity_id, type)
);

-- The identity's e-mail as a verifiable and recovery address.
CREATE TABLE kratos.addresses (
  id uuid NOT NULL DEFAULT gen_random_uuid() PRIMARY KEY,
  identity_id uuid NOT NULL UNIQUE REFERENCES identities (id) ON DELETE CASCADE,
  value text NOT NULL,
  verified boolean NOT NULL DEFAULT false,
  verified_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Tokens are stored as SHA-256 hashes only: a database dump cannot be replayed as a cookie.
CREATE TABLE kratos.sessions (
  id uuid NOT NULL PRIMARY KEY,
  token_hash text NOT NULL UNIQUE,
  logout_token_hash text NOT NULL UNIQUE,
  identity_id uuid NOT NULL REFERENCES identities (id) ON DELETE CASCADE,
  active boolean NOT NULL DEFAULT true,
  aal text NOT NULL,
  methods jsonb NOT NULL DEFAULT '[]',
  authenticated_at timestamptz NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_identity_idx ON kratos.sessions (identity_id);

CREATE TABLE kratos.flows (
  id uuid NOT NULL PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('login', 'registration', 'recovery', 'verification', 'settings')),
  state text NOT NULL,
  identity_id uuid REFERENCES identities (id) ON DELETE CASCADE,
  csrf_token text NOT NULL,
  request_url text NOT NULL,
  return_to text,
  data jsonb NOT NULL DEFAULT '{}',
  ui jsonb NOT NULL,
  issued_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX flows_expires_idx ON kratos.flows (expires_at);

-- Errors shown by the UI's error page (GET /self-service/errors?id=).
CREATE TABLE kratos.errors (
  id uuid NOT NULL PRIMARY KEY,
  error jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE kratos.courier_messages (
  id uuid NOT NULL PRIMARY KEY,
  type text NOT NULL DEFAULT 'email',
  status text NOT NULL DEFAULT 'queued',
  recipient text NOT NULL,
  subject text NOT NULL,
  body text NOT NULL,
  template_type text NOT NULL,
  send_count integer NOT NULL DEFAULT 0,
  last_error text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX courier_messages_recipient_idx ON kratos.courier_messages (recipient, created_at);

-- Server-side keys (the sealing key when IDENTITY_SECRET is not configured).
CREATE TABLE kratos.secrets (
  name text NOT NULL PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
