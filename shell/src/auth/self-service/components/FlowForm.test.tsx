import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '@opsdeck/shared/testing';
import { SelfServiceFlowSchema, type UiNode } from '../api/schemas';
import { anchorNode, csrf, flow, hidden, imageNode, input, submit, text, textNode } from '../../testing/flow-fixtures';
import { FlowForm } from './FlowForm';

const nodesOf = (nodes: unknown[]): UiNode[] => SelfServiceFlowSchema.parse(flow('f1', nodes)).ui.nodes;

function renderForm(nodes: unknown[], onSubmit = jest.fn()) {
  renderWithProviders(
    <FlowForm nodes={nodesOf(nodes)} action="/api/.ory/self-service/settings?flow=f1" submitting={false} onSubmit={onSubmit} />,
  );
  return onSubmit;
}

describe('FlowForm node rendering', () => {
  it('renders text, email and password inputs with server labels and values', () => {
    renderForm([
      input('default', 'traits.name.first', { label: 'First Name', value: 'Ada' }),
      input('default', 'traits.email', { type: 'email', label: 'E-Mail', value: 'ada@example.com' }),
      input('password', 'password', { type: 'password', label: 'Password', value: 'never-shown' }),
    ]);
    expect(screen.getByLabelText('First Name')).toHaveValue('Ada');
    expect(screen.getByLabelText('First Name')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByLabelText('Password')).toHaveValue('');
  });

  it('keeps hidden inputs out of sight but in the submitted body', async () => {
    const onSubmit = renderForm([
      hidden('code', 'method', 'code'),
      input('code', 'code', { label: 'Verification code' }),
      submit('code', 'method', 'code', 'Continue'),
    ]);
    await userEvent.type(screen.getByLabelText('Verification code'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(onSubmit).toHaveBeenCalledWith({ csrf_token: 'csrf-1', method: 'code', code: '123456' });
  });

  it('sends the clicked submit or button node as name=value', async () => {
    const onSubmit = renderForm([
      submit('lookup_secret', 'lookup_secret_regenerate', 'true', 'Generate new backup recovery codes'),
      input('lookup_secret', 'lookup_secret_disable', { type: 'button', value: 'true', label: 'Disable this method' }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Disable this method' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ csrf_token: 'csrf-1', lookup_secret_disable: 'true' });
    await userEvent.click(screen.getByRole('button', { name: 'Generate new backup recovery codes' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ csrf_token: 'csrf-1', lookup_secret_regenerate: 'true' });
  });

  it('submits with the keyboard (Enter in a field) using the first button', async () => {
    const onSubmit = renderForm([
      input('password', 'password', { type: 'password', label: 'Password' }),
      submit('password', 'method', 'password', 'Save'),
    ]);
    await userEvent.type(screen.getByLabelText('Password'), 'correct horse{Enter}');
    expect(onSubmit).toHaveBeenCalledWith({ csrf_token: 'csrf-1', password: 'correct horse', method: 'password' });
  });

  it('renders a checkbox input that submits "true" when checked', async () => {
    const onSubmit = renderForm([
      input('profile', 'traits.newsletter', { type: 'checkbox', label: 'Newsletter' }),
      submit('profile', 'method', 'profile', 'Save'),
    ]);
    await userEvent.click(screen.getByLabelText('Newsletter'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledWith({ csrf_token: 'csrf-1', 'traits.newsletter': 'true', method: 'profile' });
  });

  it('shows the TOTP QR image with its label as alternative text', () => {
    renderForm([imageNode('totp', 'totp_qr', 'data:image/png;base64,iVBORw0KGgo=', 'Authenticator app QR code')]);
    const image = screen.getByRole('img', { name: 'Authenticator app QR code' });
    expect(image).toHaveAttribute('src', 'data:image/png;base64,iVBORw0KGgo=');
    expect(image).toHaveAttribute('width', '256');
  });

  it('shows a secret text node under its label', () => {
    renderForm([
      textNode(
        'totp',
        'totp_secret_key',
        text(1050006, 'JBSWY3DPEHPK3PXP', 'info', { secret: 'JBSWY3DPEHPK3PXP' }),
        'This is your authenticator app secret.',
      ),
    ]);
    const group = screen.getByRole('group', { name: 'This is your authenticator app secret.' });
    expect(within(group).getByText('JBSWY3DPEHPK3PXP')).toBeInTheDocument();
  });

  it('lists backup codes from the text node context, used ones by their text', () => {
    const secrets = [
      text(1050009, 'a1b2c3d4', 'info', { secret: 'a1b2c3d4' }),
      text(1050014, 'Secret was used at 2024-01-01', 'info'),
    ];
    renderForm([
      textNode(
        'lookup_secret',
        'lookup_secret_codes',
        text(1050015, 'a1b2c3d4, used', 'info', { secrets }),
        'These are your back up recovery codes.',
      ),
    ]);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['a1b2c3d4', 'Secret was used at 2024-01-01']);
  });

  it('renders anchors on http(s) or this origin only', () => {
    renderForm([
      anchorNode('code', 'continue', 'http://console.local/', 'Continue'),
      anchorNode('code', 'evil', 'javascript:alert(1)', 'Click me'),
    ]);
    expect(screen.getByRole('link', { name: 'Continue' })).toHaveAttribute('href', 'http://console.local/');
    expect(screen.queryByText('Click me')).not.toBeInTheDocument();
  });

  it('shows error and info messages of a field', () => {
    renderForm([
      input('default', 'traits.email', {
        type: 'email',
        label: 'E-Mail',
        messages: [text(4000002, 'Property email is missing.', 'error')],
      }),
      input('code', 'code', { label: 'Code', messages: [text(1070011, 'Check your inbox.', 'info')] }),
    ]);
    expect(screen.getByText('Property email is missing.')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Check your inbox.')).toBeInTheDocument();
  });

  it('drops nodes it cannot render (scripts) instead of failing the flow', () => {
    const nodes = nodesOf([
      {
        type: 'script',
        group: 'webauthn',
        attributes: { id: 'webauthn_script', src: '/x.js', node_type: 'script' },
        messages: [],
        meta: {},
      },
      csrf('t2'),
    ]);
    expect(nodes.map((node) => node.attributes.node_type)).toEqual(['input', 'input']);
  });

  it('disables submit buttons while submitting', () => {
    renderWithProviders(
      <FlowForm
        nodes={nodesOf([submit('password', 'method', 'password', 'Sign in')])}
        action="/x"
        submitting
        onSubmit={jest.fn()}
      />,
    );
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });
});
