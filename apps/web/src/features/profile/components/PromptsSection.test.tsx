import { PROMPT_ANSWER_MAX_LENGTH } from '@dating/shared';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { member, mockApi, renderApp } from '../../../test/renderApp';
import { ownProfile } from '../testFixtures';

const tea = { prompt_id: 'tea_shop_order', answer: 'Laphet yay, not too sweet' };

function renderEdit(prompts: unknown[]) {
  const saves: unknown[] = [];
  mockApi({
    'GET /api/auth/session': { status: 200, body: { user: member } },
    'GET /api/me': { status: 200, body: ownProfile() },
    'GET /api/me/prompts': { status: 200, body: { prompts } },
    'PUT /api/me/prompts': (body) => {
      saves.push(body);
      return { status: 200, body };
    },
  });
  renderApp('/settings/edit-profile');
  return saves;
}

async function promptsRegion() {
  return screen.findByRole('region', { name: 'Prompts' });
}

describe('Edit Profile: Prompts', () => {
  it('adds a prompt, answers it and saves the list in order', async () => {
    const saves = renderEdit([tea]);
    const region = within(await promptsRegion());
    const user = userEvent.setup();
    expect(await region.findByLabelText('My usual order at the tea shop')).toHaveValue(tea.answer);
    await user.selectOptions(region.getByLabelText('Choose a prompt'), 'A fun fact about me');
    await user.click(region.getByRole('button', { name: 'Add prompt' }));
    const save = region.getByRole('button', { name: 'Save prompts' });
    expect(save).toBeDisabled(); // the new prompt has no answer yet
    await user.type(region.getByLabelText('A fun fact about me'), ' I know every bus line ');
    await user.click(save);
    expect(await region.findByRole('status')).toHaveTextContent('Prompts saved');
    expect(saves).toEqual([
      { prompts: [tea, { prompt_id: 'fun_fact', answer: 'I know every bus line' }] },
    ]);
  });

  it('offers no fourth prompt, caps an answer at 150 characters, and removes one', async () => {
    const three = ['perfect_sunday', 'book', 'fun_fact'].map((prompt_id) => ({
      prompt_id,
      answer: 'yes',
    }));
    const saves = renderEdit(three);
    const region = within(await promptsRegion());
    const user = userEvent.setup();
    expect(
      await region.findByText('Three prompts answered. Remove one to choose another.'),
    ).toBeVisible();
    expect(region.queryByLabelText('Choose a prompt')).toBeNull();
    expect(region.getByLabelText('A book that stayed with me')).toHaveAttribute(
      'maxLength',
      String(PROMPT_ANSWER_MAX_LENGTH),
    );
    await user.click(region.getByRole('button', { name: 'Remove “A book that stayed with me”' }));
    expect(region.getByLabelText('Choose a prompt')).toBeVisible();
    await user.click(region.getByRole('button', { name: 'Save prompts' }));
    await region.findByRole('status');
    expect(saves).toEqual([{ prompts: [three[0], three[2]] }]);
  });
});
