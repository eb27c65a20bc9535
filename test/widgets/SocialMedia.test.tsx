import { screen, within } from '@testing-library/react';
import { EMPTY_STORE } from '../../src/contract/hostConfigDefaults';
import { SocialMedia } from '../../src/widgets/SocialMedia/SocialMedia';
import { createTestStore, renderWidget, testConfig } from '../support/renderWidget';

function show(socialMedia: string, socialMediaSeparator = '|') {
  return renderWidget(
    <SocialMedia />,
    createTestStore(testConfig({ store: { ...EMPTY_STORE, socialMedia, socialMediaSeparator } })),
  );
}

describe('SocialMedia', () => {
  it('links the visible networks in the spec order, each in a new tab with an accessible name and an icon', () => {
    show(
      '11https://facebook.com/demo|11https://instagram.com/demo|11https://twitter.com/demo|11https://youtube.com/demo|11https://pinterest.com/demo',
    );
    const list = screen.getByRole('list', { name: 'Sosyal medya hesaplarımız' });
    const links = within(list).getAllByRole('link');
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook (yeni pencerede açılır)',
      'Instagram (yeni pencerede açılır)',
      'Twitter (yeni pencerede açılır)',
      'YouTube (yeni pencerede açılır)',
      'Pinterest (yeni pencerede açılır)',
    ]);
    for (const link of links) {
      expect(link.getAttribute('target')).toBe('_blank');
      expect(link.getAttribute('rel')).toBe('noopener noreferrer');
      const svg = link.querySelector('svg');
      expect(svg?.getAttribute('aria-hidden')).toBe('true');
      expect(svg?.querySelector('path, rect, circle')).not.toBeNull();
    }
    expect(links[0]!.getAttribute('href')).toBe('https://facebook.com/demo');
  });

  it("leaves out networks flagged '0' and links that are not http(s)", () => {
    show(
      '11https://facebook.com/x|01https://instagram.com/x|11javascript:alert(1)|11//evil.example|11http://p.example/x',
    );
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual([
      'https://facebook.com/x',
      'http://p.example/x',
    ]);
  });

  it("honours the host's separator", () => {
    show('11https://facebook.com/x§01§01§11https://youtube.com/x§01', '§');
    expect(screen.getAllByRole('link').map((a) => a.getAttribute('aria-label'))).toEqual([
      'Facebook (yeni pencerede açılır)',
      'YouTube (yeni pencerede açılır)',
    ]);
  });

  it('renders nothing without a visible network', () => {
    const { container } = show('01|01|01|01|01');
    expect(container.querySelector('.b2b-social')).toBeNull();
    expect(show('').container.querySelector('.b2b-social')).toBeNull();
  });
});
