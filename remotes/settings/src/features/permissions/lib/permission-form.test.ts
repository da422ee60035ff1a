import { permissionWriteSchema } from '@opsdeck/contracts';
import {
  emptyPermissionForm,
  permissionFormFromRow,
  permissionPayload,
  validatePermissionForm,
  withResourceKind,
  withSubjectKind,
  type PermissionFormState,
} from './permission-form';

const person = { value: 'p1', label: 'Ada' };
const config = { value: 'c1', label: 'web-deployment' };
const filled = (patch: Partial<PermissionFormState> = {}): PermissionFormState => ({
  ...emptyPermissionForm(),
  subject: person,
  resourceKind: 'catalog',
  resource: config,
  ...patch,
});

describe('permission form', () => {
  it('keeps one subject and one resource: switching kind drops the previous choice', () => {
    const state = filled();
    expect(withSubjectKind(state, 'team')).toMatchObject({ subjectKind: 'team', subject: null });
    expect(withSubjectKind(state, 'person')).toBe(state);
    expect(withResourceKind(state, 'global')).toMatchObject({ resourceKind: 'global', resource: null });
  });

  it('requires a subject, a resource and an action', () => {
    expect(validatePermissionForm(emptyPermissionForm())).toEqual({
      subject: 'This field is required',
      resource: 'This field is required',
    });
    expect(validatePermissionForm(filled())).toEqual({});
    expect(validatePermissionForm(filled({ until: 'soon' }))).toEqual({ until: 'Enter a valid date and time' });
  });

  it('creates with created_by, exactly one subject column and one resource column', () => {
    const body = permissionPayload(filled({ action: 'read', deny: true, description: ' no prod ' }), {
      mode: 'create',
      userId: 'me',
    });
    expect(body).toEqual({
      person_id: 'p1',
      team_id: null,
      notification_id: null,
      subject: 'p1',
      subject_type: 'person',
      config_id: 'c1',
      component_id: null,
      playbook_id: null,
      connection_id: null,
      object: null,
      action: 'read',
      deny: true,
      until: null,
      description: 'no prod',
      source: 'UI',
      created_by: 'me',
    });
  });

  it('updates with updated_by; a role subject and a global object; until as an instant', () => {
    const state = filled({ subjectKind: 'role', subject: { value: 'editor', label: 'editor' }, resourceKind: 'global' });
    const body = permissionPayload(
      { ...state, resource: { value: 'connection', label: 'connection' }, action: '*', until: '2030-01-02T03:04' },
      { mode: 'update', userId: 'me' },
    );
    expect(body).toMatchObject({
      person_id: null,
      team_id: null,
      notification_id: null,
      subject: 'editor',
      subject_type: 'role',
      config_id: null,
      object: 'connection',
      action: '*',
      updated_by: 'me',
    });
    expect(body).not.toHaveProperty('created_by');
    expect(body.until).toBe(new Date('2030-01-02T03:04').toISOString());
  });

  it('refuses a body with two subjects or two resources', () => {
    const body = permissionPayload(filled(), { mode: 'create', userId: 'me' });
    expect(permissionWriteSchema.safeParse({ ...body, team_id: 't1' }).success).toBe(false);
    expect(permissionWriteSchema.safeParse({ ...body, object: 'catalog' }).success).toBe(false);
    expect(permissionWriteSchema.safeParse({ ...body, config_id: null }).success).toBe(false);
    expect(permissionWriteSchema.safeParse({ ...body, action: 'fly' }).success).toBe(false);
  });

  it('reads an existing row back into the form', () => {
    const state = permissionFormFromRow({
      id: 'x',
      team_id: 't1',
      team: { id: 't1', name: 'SRE' },
      subject: 't1',
      subject_type: 'team',
      connection_id: 'k1',
      connection_object: { id: 'k1', name: 'prod-db' },
      action: 'read',
      deny: true,
      until: null,
      description: 'why',
    });
    expect(state).toMatchObject({
      subjectKind: 'team',
      subject: { value: 't1', label: 'SRE' },
      resourceKind: 'connection',
      resource: { value: 'k1', label: 'prod-db' },
      deny: true,
      description: 'why',
    });
    expect(
      permissionFormFromRow({ id: 'y', subject: 'viewer', subject_type: 'role', object: 'catalog', action: 'read' }),
    ).toMatchObject({
      subjectKind: 'role',
      subject: { value: 'viewer' },
      resourceKind: 'global',
      resource: { value: 'catalog' },
    });
  });
});
