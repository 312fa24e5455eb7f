// The policy's storage table (shared/cookies.ts) names the keys the client really uses.
import t from 'tap';
import { CONTACT_DRAFT_KEY, UK_WARNING_KEY } from '../../../shared/cookies.ts';
import { UK_WARNING_STORAGE_KEY } from '../../features/uk-warning/uk-warning-events.ts';
import { CONTACT_DRAFT_KEY as draftKey } from './contact-draft.ts';

t.equal(UK_WARNING_KEY, UK_WARNING_STORAGE_KEY);
t.equal(CONTACT_DRAFT_KEY, draftKey);
