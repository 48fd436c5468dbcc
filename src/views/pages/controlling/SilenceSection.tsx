// 'Stummschaltungen' of an entity's controlling page (src/domain/silence.ts): the silences covering
// the page (its own, its control fields', its location's and farm's), active, upcoming and recently
// ended, each with what is muted, until when, why and by whom; managers end one early ('Beenden') or
// mute the entity or one of its control fields ('Stummschalten', the silenceMute machine). Writes go
// through silence-effects.ts.
import { useMemo, useState } from 'react';
import { useQuery } from 'urql';
import { useSelector } from '@xstate/react';
import { useSilenceEffects, useSilenceMuteActor } from '../../../app/silence-effects.ts';
import { fieldLabel } from '../../../domain/controlling-view.ts';
import { toApiErrorInfo } from '../../../domain/errors.ts';
import { berlinDate, formatDate } from '../../../domain/format.ts';
import { ENTITY_TYPE_LABELS } from '../../../domain/roles.ts';
import { SILENCE_MAX_DAYS, SILENCE_STATE_LABELS, silenceText, type SilenceChoice, type SilencePageEntity, type SilenceState, type SilenceTarget } from '../../../domain/silence.ts';
import { ControllingAlertsDocument, EntitySilencesDocument } from '../../../gateway/client/generated/graphql.ts';
import { dialogOpen, formNotice, formProblems, formValues, isSending, type SilenceMuteActor } from '../../../machines/silenceMute/machine.ts';
import { Button } from '../../ui/Button.tsx';
import { DatePicker } from '../../ui/DatePicker.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Select } from '../../ui/Select.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { useCatalogue } from './data.ts';
import { Placeholder } from './Placeholder.tsx';

const TYPENAMES = { additionalTypenames: ['Silence', 'SilencePage'] };
const TARGET_LABELS: Record<SilenceTarget, string> = { alert: 'Kontrollfeld', farm: ENTITY_TYPE_LABELS.farm, location: ENTITY_TYPE_LABELS.location, site: ENTITY_TYPE_LABELS.site };

/** 'Was': the page's own entity, with its article. */
const THIS_ENTITY = { farm: `Dieses ${ENTITY_TYPE_LABELS.farm}`, location: `Dieser ${ENTITY_TYPE_LABELS.location}`, site: `Diese ${ENTITY_TYPE_LABELS.site}` } as const;

type Entity = SilencePageEntity;

export function SilenceSection({ entity, manager }: { entity: Entity; manager: boolean }) {
  const context = useMemo(() => TYPENAMES, []);
  const [{ data, error }] = useQuery({ query: EntitySilencesDocument, variables: entity, context });
  const { endSilence } = useSilenceEffects();
  const [ending, setEnding] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const silences = (data?.listSilences?.results ?? []).flatMap((s) => (s ? [s] : []));
  const end = async (id: number) => {
    setEnding(id);
    setFailure(null);
    try {
      await endSilence(id);
    } catch (e) {
      setFailure(toApiErrorInfo(e)?.detail ?? 'Die Stummschaltung konnte nicht beendet werden.');
    } finally {
      setEnding(null);
    }
  };
  return (
    <div className="panel stack" aria-labelledby="silences-title" role="region">
      <div className="silences__head">
        <h2 id="silences-title">Stummschaltungen</h2>
        {manager ? <MuteButton entity={entity} /> : null}
      </div>
      <p className="muted">Meldungen stummgeschalteter Kontrollfelder werden aufgezeichnet, aber nicht per E-Mail verschickt.</p>
      {error ? <p className="muted">Die Stummschaltungen konnten nicht geladen werden.</p> : null}
      {failure ? <Notice kind="error">{failure}</Notice> : null}
      {!data ? (
        error ? null : <Placeholder kind="lead" label="Stummschaltungen werden geladen …" />
      ) : silences.length === 0 ? (
        <p className="muted">Keine Stummschaltungen.</p>
      ) : (
        <ul className="silence-list">
          {silences.map((s) => {
            const what = `${TARGET_LABELS[s.target_type as SilenceTarget]} ${s.target_name}`;
            const state = s.state as SilenceState;
            return (
              <li key={s.id} className={`silence-list__item silence-list__item--${state}`}>
                <div className="silence-list__body">
                  <span>
                    <span className="silence-list__state">{SILENCE_STATE_LABELS[state]}</span> <strong>{what}</strong>
                  </span>
                  <span>{silenceText(s)}</span>
                  <span className="muted">
                    {state === 'upcoming' ? `ab ${formatDate(s.starts_at)}, ` : ''}
                    eingerichtet von {s.created_by_name ?? 'unbekannt'}
                    {s.ended_at ? `, beendet von ${s.ended_by_name ?? 'unbekannt'}` : ''}
                  </span>
                </div>
                {manager && state !== 'ended' ? (
                  <Button variant="secondary" isPending={ending === s.id} onPress={() => void end(s.id)} aria-label={`Stummschaltung beenden: ${what}`}>
                    Beenden
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** 'Stummschalten' and its dialog (the silenceMute machine): what (the entity or one of its control fields), until which day, why. */
function MuteButton({ entity }: { entity: Entity }) {
  const actor = useSilenceMuteActor(entity);
  const open = useSelector(actor, dialogOpen);
  return (
    <>
      <Button onPress={() => actor.send({ type: 'dialog.open' })}>Stummschalten</Button>
      {open ? <MuteDialog entity={entity} actor={actor} /> : null}
    </>
  );
}

function MuteDialog({ entity, actor }: { entity: Entity; actor: SilenceMuteActor }) {
  const { catalogue } = useCatalogue();
  const [{ data }] = useQuery({ query: ControllingAlertsDocument, variables: { limit: 1000, ...entity } });
  const today = useMemo(() => berlinDate()!, []);
  const values = useSelector(actor, formValues);
  const problems = useSelector(actor, formProblems);
  const notice = useSelector(actor, formNotice);
  const sending = useSelector(actor, isSending);
  const items = useMemo(
    () => [
      { id: 'entity', label: `${THIS_ENTITY[entity.entity_type]} (alle Kontrollfelder)` },
      ...(data?.listAlerts?.results ?? []).flatMap((a) => (a ? [{ id: `alert:${a.id}`, label: `Kontrollfeld ${catalogue ? fieldLabel(catalogue, a.field) : a.field}` }] : [])),
    ],
    [data, catalogue, entity.entity_type],
  );
  return (
    <Dialog title="Stummschalten" isOpen onOpenChange={(opened) => !opened && actor.send({ type: 'dialog.cancel' })}>
      <form
        className="form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          actor.send({ type: 'mute.submit', now: Date.now() });
        }}
      >
        <p>Meldungen werden weiter aufgezeichnet, aber bis zum gewählten Tag nicht per E-Mail verschickt.</p>
        <Select
          label="Was"
          items={items}
          selectedKey={values.what}
          onSelectionChange={(key) => key !== null && actor.send({ type: 'what.change', what: String(key) as SilenceChoice })}
          isInvalid={!!problems.what}
          errorMessage={problems.what}
        />
        <DatePicker
          label="Bis einschließlich"
          value={values.until}
          onChange={(until) => actor.send({ type: 'until.change', until })}
          minValue={today.toString()}
          maxValue={today.add({ days: SILENCE_MAX_DAYS - 1 }).toString()}
          errorMessage={problems.until ?? null}
        />
        <TextField
          label="Grund"
          value={values.reason}
          onChange={(reason) => actor.send({ type: 'reason.change', reason })}
          isRequired
          isInvalid={!!problems.reason}
          errorMessage={problems.reason}
          description="z. B. Stallumbau"
        />
        {notice ? <Notice kind="error">{notice}</Notice> : null}
        <div className="dialog__actions">
          <Button variant="secondary" onPress={() => actor.send({ type: 'dialog.cancel' })}>
            Abbrechen
          </Button>
          <Button type="submit" isPending={sending}>
            Stummschalten
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
