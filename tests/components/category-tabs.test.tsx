import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CategoryTabs, categoryTabId, type CategoryTab } from '@/components/news/category-tabs';

const TABS: CategoryTab[] = [
  { value: 'all', label: 'All' },
  { value: 'sports', label: 'Sports', icon: <svg data-testid="star" aria-hidden /> },
  { value: 'jobs', label: 'Jobs', disabled: true },
  { value: 'health', label: 'Health' },
];

/**
 * The tabs with their value held in state, as the reader holds the category in the address, and
 * the one panel they control, labelled by the selected tab, as the reader's articles are.
 */
function Tabs({ initial, onChange }: { initial: string; onChange: (value: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CategoryTabs
        label="News categories"
        value={value}
        tabs={TABS}
        panelId="articles"
        onChange={(next) => {
          onChange(next);
          setValue(next);
        }}
      />
      <div role="tabpanel" id="articles" aria-labelledby={categoryTabId('articles', value)}>
        <button type="button">After the tabs</button>
      </div>
    </>
  );
}

function renderTabs(initial = 'sports') {
  const onChange = vi.fn();
  render(<Tabs initial={initial} onChange={onChange} />);
  return { onChange, user: userEvent.setup() };
}

const tab = (name: string) => screen.getByRole('tab', { name });

describe('the category tabs', () => {
  it('are a named tablist with the selected tab marked, its icon beside its name, and disabled tabs disabled', () => {
    renderTabs();
    expect(screen.getByRole('tablist', { name: 'News categories' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['All', 'Sports', 'Jobs', 'Health']);
    expect(screen.getByRole('tab', { selected: true })).toBe(tab('Sports'));
    expect(tab('All')).toHaveAttribute('aria-selected', 'false');
    expect(tab('Sports')).toContainElement(screen.getByTestId('star'));
    expect(tab('Jobs')).toBeDisabled();
  });

  it("are plain buttons, never a form's submit button, and no MUI ButtonBase (rendered and hydrated per tab)", () => {
    renderTabs();
    for (const each of screen.getAllByRole('tab')) {
      expect(each).toHaveAttribute('type', 'button');
      expect(each).not.toHaveClass('MuiButtonBase-root');
    }
  });

  it('are one stop of the Tab key, on the selected tab', async () => {
    const { user } = renderTabs();
    await user.tab();
    expect(tab('Sports')).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'After the tabs' })).toHaveFocus();
  });

  it('move the focus with the arrow keys, past disabled tabs and round the ends, and with Home and End', async () => {
    const { user, onChange } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(tab('Health')).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(tab('Health')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(tab('All')).toHaveFocus();
    await user.keyboard('{End}');
    expect(tab('Health')).toHaveFocus();
    // Moving the focus does not pick: Enter or Space does.
    expect(onChange).not.toHaveBeenCalled();
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith('health');
    expect(tab('Health')).toHaveAttribute('aria-selected', 'true');
  });

  it('take the Tab key back to the selected tab once the focus has left them', async () => {
    const { user } = renderTabs();
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(tab('All')).toHaveFocus();
    expect(tab('All')).toHaveAttribute('tabindex', '0');
    await user.tab();
    expect(tab('Sports')).toHaveAttribute('tabindex', '0');
    expect(tab('All')).toHaveAttribute('tabindex', '-1');
    await user.tab({ shift: true });
    expect(tab('Sports')).toHaveFocus();
  });

  it('each control the panel, which is named by the selected tab', async () => {
    const { user } = renderTabs();
    const panel = screen.getByRole('tabpanel', { name: 'Sports' });
    for (const t of screen.getAllByRole('tab')) expect(t).toHaveAttribute('aria-controls', panel.id);
    await user.click(tab('Health'));
    expect(screen.getByRole('tabpanel', { name: 'Health' })).toBe(panel);
  });

  it('pick a tab when clicked, and not again the one already picked', async () => {
    const { user, onChange } = renderTabs();
    await user.click(tab('Sports'));
    expect(onChange).not.toHaveBeenCalled();
    await user.click(tab('All'));
    expect(onChange).toHaveBeenCalledWith('all');
    expect(tab('All')).toHaveAttribute('aria-selected', 'true');
  });
});
