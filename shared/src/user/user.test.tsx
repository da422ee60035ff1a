import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { getUserInitials } from './initials';
import { UserAvatar } from './UserAvatar';

describe('getUserInitials', () => {
  it('takes the first letters of up to two words of the name', () => {
    expect(getUserInitials({ name: 'ada lovelace' })).toBe('AL');
    expect(getUserInitials({ name: 'Jean Claude Van Damme' })).toBe('JC');
    expect(getUserInitials({ name: '  Cher ' })).toBe('C');
  });

  it('falls back to the e-mail, then "?"', () => {
    expect(getUserInitials({ name: '', email: 'ops@example.com' })).toBe('O');
    expect(getUserInitials({ name: '   ', email: null })).toBe('?');
    expect(getUserInitials(undefined)).toBe('?');
  });
});

describe('UserAvatar', () => {
  it('shows initials when there is no picture', () => {
    renderWithProviders(<UserAvatar user={{ name: 'Grace Hopper' }} />);
    expect(screen.getByText('GH')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Grace Hopper' })).toBeTruthy();
  });

  it('uses the first picture of a list', () => {
    renderWithProviders(<UserAvatar user={{ name: 'Grace Hopper', avatar: ['/a.png', '/b.png'] }} />);
    expect(screen.getByAltText('Grace Hopper').getAttribute('src')).toBe('/a.png');
  });

  it('shows the initials when the picture fails to load', () => {
    renderWithProviders(<UserAvatar user={{ name: 'Grace Hopper', avatar: '/missing.png' }} />);
    fireEvent.error(screen.getByAltText('Grace Hopper'));
    expect(screen.queryByAltText('Grace Hopper')).toBeNull();
    expect(screen.getByRole('img', { name: 'Grace Hopper' }).textContent).toBe('GH');
  });
});
