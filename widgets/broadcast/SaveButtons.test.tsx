import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import { aProfile, aShow, createLivePage, refusal, type LiveFakes, type ShowDraft } from '../../shared/live-ui/live-page.test-helpers';
import { HostProfile } from './HostProfile';
import { afterFieldCheck, useFieldCheckClock } from './field-check.test-helpers';
import { ShowDetails } from './ShowDetails';

const clock = useFieldCheckClock();

// Spec 2 §5: a save button is disabled unless the field is VALID, changed and not empty.
const noLinks = (field: string) => refusal(422, [{ field, message: 'No links' }]);

describe('editing a show: Save changes', () => {
  function details(host: LiveFakes['host'] = {}) {
    const checkShow = vi.fn(async (_who: unknown, draft: Partial<ShowDraft>) => {
      if (draft.title?.includes('http')) throw noLinks('title');
      if (draft.description?.includes('http')) throw noLinks('description');
    });
    const page = createLivePage({ groups: ['influencer'], live: { host: { checkShow, ...host } } });
    page.store.getState().liveHost.manageShow('SH1');
    page.render(<ShowDetails show={aShow({ id: 'SH1', state: 'RUNNING', title: 'Gloss week', description: 'Every gloss' })} />);
    const form = screen.getByRole('form', { name: 'Details' });
    const save = within(form).getByRole('button', { name: 'Save changes' }) as HTMLButtonElement;
    return {
      ...page,
      form,
      save,
      checkShow,
      user: userEvent.setup(clock),
      title: within(form).getByRole('textbox', { name: 'Title' }),
      description: within(form).getByRole('textbox', { name: 'Description' }),
    };
  }

  it('is disabled until a field changes and is checked VALID; an invalid, pending or empty title keeps it disabled', async () => {
    const { save, user, title, description, checkShow } = details();
    expect(save.disabled).toBe(true); // nothing changed
    await user.type(title, ' http');
    expect(save.disabled).toBe(true); // pending
    await afterFieldCheck();
    await waitFor(() => expect(title.getAttribute('aria-invalid')).toBe('true'));
    expect(save.disabled).toBe(true); // INVALID
    await user.clear(title);
    await afterFieldCheck();
    await waitFor(() => expect(checkShow).toHaveBeenLastCalledWith(expect.anything(), { title: '' }, 'SH1'));
    expect(save.disabled).toBe(true); // empty
    await user.type(title, 'Gloss week, part 2');
    await afterFieldCheck();
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.type(description, ' http');
    expect(save.disabled).toBe(true); // the description is pending
    await afterFieldCheck();
    await waitFor(() => expect(description.getAttribute('aria-invalid')).toBe('true'));
    expect(save.disabled).toBe(true);
  });

  it('sends only what changed once VALID', async () => {
    const updateShow = vi.fn(async (_who: unknown, id: string, patch: Partial<ShowDraft>) =>
      aShow({ id, state: 'RUNNING', title: 'Gloss week', description: 'Every gloss', ...patch }),
    );
    const { save, user, description, live } = details({ updateShow });
    await user.type(description, ', swatched');
    await afterFieldCheck();
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.click(save);
    await waitFor(() =>
      expect(live.host.updateShow).toHaveBeenCalledWith(expect.anything(), 'SH1', { description: 'Every gloss, swatched' }),
    );
  });
});

describe('the host’s bio: Save bio', () => {
  function profile() {
    const checkBio = vi.fn(async (_who: unknown, bio: string) => {
      if (bio.includes('http')) throw noLinks('bio');
    });
    const page = createLivePage({ groups: ['influencer'], live: { host: { checkBio } } });
    page.store.getState().me.setProfile(aProfile({ bio: 'Lips first.' }));
    page.render(<HostProfile />);
    const bio = screen.getByRole('textbox', { name: 'Bio' }) as HTMLTextAreaElement;
    return {
      ...page,
      checkBio,
      bio,
      user: userEvent.setup(clock),
      save: screen.getByRole('button', { name: 'Save bio' }) as HTMLButtonElement,
    };
  }

  it('starts from the profile’s bio and is disabled until a changed bio is checked VALID and not empty', async () => {
    const { save, user, bio, checkBio } = profile();
    expect(bio.value).toBe('Lips first.');
    expect(save.disabled).toBe(true);
    await user.type(bio, ' http');
    expect(save.disabled).toBe(true);
    await afterFieldCheck();
    await waitFor(() => expect(bio.getAttribute('aria-invalid')).toBe('true'));
    expect(save.disabled).toBe(true);
    await user.clear(bio);
    await afterFieldCheck();
    await waitFor(() => expect(checkBio).toHaveBeenLastCalledWith(expect.anything(), ''));
    expect(save.disabled).toBe(true); // empty, though VALID
    await user.type(bio, 'Lips first, always.');
    await afterFieldCheck();
    await waitFor(() => expect(save.disabled).toBe(false));
    await user.clear(bio);
    await user.type(bio, 'Lips first.');
    expect(save.disabled).toBe(true); // back to the saved bio
  });
});
