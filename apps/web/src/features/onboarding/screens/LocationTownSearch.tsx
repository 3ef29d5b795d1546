import { GEO_SEARCH_MAX_LENGTH } from '@dating/shared';
import { Search } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { refusalText } from '../../../lib/i18n';
import { Button, TextField } from '../../../ui';
import { searchTown } from '../api';
import type { FoundLocation } from '../useCurrentLocation';

/**
 * 'Choose your town instead' (issue 17: no dead ends): without the position (permission denied,
 * no GPS), the town typed is found in the gazetteer (GET /api/geo/search) and its point is used.
 */
export function LocationTownSearch({ onChosen }: { onChosen: (location: FoundLocation) => void }) {
  const { t } = useTranslation('onboarding');
  const [text, setText] = useState('');
  const [searching, setSearching] = useState(false);
  const [message, setMessage] = useState<string>();

  const search = async () => {
    if (!text.trim()) {
      setMessage(t('location.town.empty'));
      return;
    }
    setSearching(true);
    setMessage(undefined);
    try {
      const town = await searchTown(text);
      if (town) onChosen({ latitude: town.latitude, longitude: town.longitude, city: town.name });
      else setMessage(t('location.town.notFound', { text: text.trim() }));
    } catch (error) {
      setMessage(refusalText(error, t));
    } finally {
      setSearching(false);
    }
  };

  return (
    // Not a <form>: the step itself is one, and forms cannot nest.
    <div className="flex w-full flex-col gap-3 text-left">
      <TextField
        label={t('location.town.label')}
        placeholder={t('location.town.placeholder')}
        value={text}
        maxLength={GEO_SEARCH_MAX_LENGTH}
        autoComplete="address-level2"
        error={message}
        onChange={(event) => {
          setText(event.target.value);
          setMessage(undefined);
        }}
        onKeyDown={(event) => {
          // Enter searches, rather than submitting the step.
          if (event.key !== 'Enter') return;
          event.preventDefault();
          void search();
        }}
      />
      <Button variant="secondary" loading={searching} onClick={() => void search()}>
        {!searching && <Search aria-hidden="true" className="size-5" />}
        {t('location.town.search')}
      </Button>
    </div>
  );
}
