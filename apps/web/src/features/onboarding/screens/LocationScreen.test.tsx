import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockReply } from '../../../test/renderApp';
import { renderApp } from '../../../test/renderApp';
import { completeDraft, mockOnboardingApi, readDraft, seedDraft } from '../testUtils';

const { latitude: _a, longitude: _b, city: _c, ...before } = completeDraft;
const position = { coords: { latitude: 16.8409, longitude: 96.1735 } };

function stubGeolocation(answer: { code: number } | 'position' | undefined) {
  const geolocation =
    answer === undefined
      ? undefined
      : {
          getCurrentPosition: vi.fn((ok: PositionCallback, fail: PositionErrorCallback) =>
            answer === 'position'
              ? ok(position as GeolocationPosition)
              : fail(answer as GeolocationPositionError),
          ),
        };
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
}

async function tapCurrentLocation(reverse?: MockReply) {
  mockOnboardingApi(reverse ? { 'GET /api/geo/reverse': reverse } : {});
  seedDraft(before);
  const view = renderApp('/onboarding/location');
  await userEvent
    .setup()
    .click(await screen.findByRole('button', { name: 'Use my current location' }));
  return view;
}

describe('LocationScreen', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'geolocation');
    vi.restoreAllMocks();
  });

  it.each([
    [1, 'Location permission was denied. Please enable it in your browser settings.'],
    [2, 'Failed to get location. Please try again.'],
    [3, 'Failed to get location. Please try again.'],
    [99, 'An error occurred while getting your location.'],
  ])('geolocation error code %i shows "%s"', async (code, message) => {
    stubGeolocation({ code });
    await tapCurrentLocation();
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('says when the browser has no geolocation', async () => {
    stubGeolocation(undefined);
    await tapCurrentLocation();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Geolocation is not supported by your browser.',
    );
  });

  it('says when the city lookup fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubGeolocation('position');
    await tapCurrentLocation({ status: 500, body: { error: { code: 'INTERNAL', message: 'x' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not determine your city. Please try again.',
    );
    expect(readDraft().city).toBeUndefined();
  });

  it('falls back to Current Location when no town is near', async () => {
    stubGeolocation('position');
    await tapCurrentLocation({ status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } });
    expect(await screen.findByText('Current Location')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({ city: 'Current Location', latitude: 16.8409 });
  });

  it('falls back to Unknown Location when the answer has no name', async () => {
    stubGeolocation('position');
    await tapCurrentLocation({ status: 200, body: { city: '  ' } });
    expect(await screen.findByText('Unknown Location')).toBeInTheDocument();
  });

  it('shows the town found and lets the member continue', async () => {
    stubGeolocation('position');
    const fetchMock = mockOnboardingApi({
      'GET /api/geo/reverse': {
        status: 200,
        body: { city: 'Yangon', city_my: 'ရန်ကုန်', township: 'Tamwe', region: 'Yangon' },
      },
    });
    seedDraft(before);
    const { router } = renderApp('/onboarding/location');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText('Yangon')).toBeInTheDocument();
    const reverse = fetchMock.mock.calls.find(([url]) =>
      String(url).startsWith('/api/geo/reverse'),
    );
    expect(String(reverse?.[0])).toBe('/api/geo/reverse?lat=16.840900&lon=96.173500');

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/identity'));
    expect(readDraft()).toMatchObject({ latitude: 16.8409, longitude: 96.1735, city: 'Yangon' });
  });

  it('denied: "Choose your town instead" finds the town by name, and onboarding goes on', async () => {
    stubGeolocation({ code: 1 });
    let searches = 0;
    mockOnboardingApi({
      'GET /api/geo/search': () =>
        ++searches === 1
          ? {
              status: 404,
              body: { error: { code: 'LOCATION_NOT_FOUND', message: 'x', params: {} } },
            }
          : {
              status: 200,
              body: {
                name: 'Mandalay',
                name_my: 'မန္တလေး',
                township: 'Chanayethazan',
                region: 'Mandalay',
                latitude: 21.9747,
                longitude: 96.0836,
              },
            },
    });
    seedDraft(before);
    const { router } = renderApp('/onboarding/location');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Location permission was denied.');
    await user.click(screen.getByRole('button', { name: 'Choose your town instead' }));
    const town = screen.getByLabelText('Your town');
    await user.type(town, 'Atlantis{Enter}');
    expect(
      await screen.findByText(
        'Could not find "Atlantis". Try the town\'s English or Burmese name.',
      ),
    ).toBeInTheDocument();
    await user.clear(town);
    await user.type(town, 'mandalay');
    await user.click(screen.getByRole('button', { name: 'Find my town' }));
    expect(await screen.findByText('Mandalay')).toBeInTheDocument();
    // The town is found: the denial no longer applies (issue 34).
    expect(screen.queryByText(/Location permission was denied/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/onboarding/identity'));
    expect(readDraft()).toMatchObject({ latitude: 21.9747, longitude: 96.0836, city: 'Mandalay' });
  });

  it('shows the denial again only when a new attempt is denied', async () => {
    stubGeolocation({ code: 1 });
    mockOnboardingApi({
      'GET /api/geo/search': {
        status: 200,
        body: {
          name: 'Bago',
          name_my: 'ပဲခူး',
          township: 'Bago',
          region: 'Bago',
          latitude: 17.3352,
          longitude: 96.4814,
        },
      },
    });
    seedDraft(before);
    renderApp('/onboarding/location');
    const user = userEvent.setup();
    const denied = /Location permission was denied/;
    await user.click(await screen.findByRole('button', { name: 'Use my current location' }));
    expect(await screen.findByText(denied)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Choose your town instead' }));
    await user.type(screen.getByLabelText('Your town'), 'bago{Enter}');
    expect(await screen.findByText('Bago')).toBeInTheDocument();
    expect(screen.queryByText(denied)).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Update my location' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(denied);
    // The town chosen by name stays.
    expect(screen.getByText('Bago')).toBeInTheDocument();
    expect(readDraft()).toMatchObject({ city: 'Bago', latitude: 17.3352 });
  });
});
