// The new/edit evaluation modal (product rules ‹Evaluation modals›): 'Neue Auswertung' (Abbrechen, Weiter, Hinzufügen) or
// 'Auswertung bearbeiten' (Speichern), three tabs rendered from the evaluationWizard machine. A click
// on the backdrop does not close it (Escape and 'Abbrechen' do, except while saving). It opens once
// the edited evaluation's groups (by id, with their member counts) and the entity types are loaded.
import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { Tab, TabList, TabPanel, Tabs } from 'react-aria-components/Tabs';
import { useEvaluationWizardActor } from '../../../../app/evaluation-effects.ts';
import { useCurrentUser } from '../../../../app/hooks.ts';
import { evaluationGroupRefs } from '../../../../domain/evaluation-rules.ts';
import { emptyEvaluationForm, evaluationFormFrom, WIZARD_TAB_LABELS, WIZARD_TABS, type WizardTab } from '../../../../domain/evaluation-form.ts';
import type { AuthUser } from '../../../../machines/auth/machine.ts';
import type { EvaluationWizardInput } from '../../../../machines/evaluationWizard/machine.ts';
import {
  canGoNext, canSubmit, currentTab, deselectedGroups, finalBlocker, formValues, isDone, isEdit, isSaving, tabEnabled, visibleErrors, wizardNotice,
} from '../../../../machines/evaluationWizard/selectors.ts';
import { Button } from '../../../ui/Button.tsx';
import { Dialog } from '../../../ui/Dialog.tsx';
import { Notice } from '../../../ui/Notice.tsx';
import { Spinner } from '../../../ui/Spinner.tsx';
import { ComparisonGroupPicker } from '../pickers/ComparisonGroupPicker.tsx';
import { FigureFilterPicker } from '../pickers/FigureFilterPicker.tsx';
import type { EntityType } from '../../../../domain/roles.ts';
import { useEntityTypes } from '../useEntityNames.ts';
import { useEvaluationDefinitions, type GroupItem, type ListedEvaluation } from '../useEvaluationData.ts';
import { GeneralTab } from './GeneralTab.tsx';
// oxlint-disable-next-line import/no-unassigned-import -- the stylesheet of this module
import './evaluation-wizard.css';

const NO_IDS: readonly number[] = [];
const numericGroups = (refs: readonly unknown[]) => evaluationGroupRefs(refs).filter((r): r is number => typeof r === 'number');

export type WizardRequest = { kind: 'new' } | { kind: 'edit' | 'copy'; evaluation: ListedEvaluation };

interface Props {
  request: WizardRequest;
  onClose: () => void;
  onSaved: (result: { id: number | null; created: boolean }) => void;
}

export const wizardTitle = (request: WizardRequest) => (request.kind === 'edit' ? 'Auswertung bearbeiten' : 'Neue Auswertung');

export function EvaluationWizard({ request, onClose, onSaved }: Props) {
  const me = useCurrentUser();
  const initialGroups = useMemo(() => (request.kind === 'new' ? [] : numericGroups(request.evaluation.comparison_groups)), [request]);
  const definitions = useEvaluationDefinitions(NO_IDS, initialGroups);
  const types = useEntityTypes(me);
  const ready = definitions.hasData && types && me;
  return (
    <Dialog title={wizardTitle(request)} isOpen isDismissable={false} onOpenChange={(open) => !open && onClose()} modalClassName="modal--wide">
      {ready ? (
        <WizardBody request={request} me={me} groups={definitions.groups} entityTypes={types} onClose={onClose} onSaved={onSaved} />
      ) : (
        <Spinner label="Auswahl wird geladen …" showLabel />
      )}
    </Dialog>
  );
}

interface BodyProps extends Props {
  me: AuthUser;
  groups: readonly GroupItem[];
  /** The entity types the user has entities of (the entity itself is searched). */
  entityTypes: readonly EntityType[];
}

function WizardBody({ request, me, groups, entityTypes, onClose, onSaved }: BodyProps) {
  // The input is fixed when the wizard opens (groups dropped as 'deselektiert' then, not later).
  const input = useMemo<EvaluationWizardInput>(
    () => ({
      mode: request.kind === 'edit' ? 'edit' : 'create',
      evaluationId: request.kind === 'edit' ? request.evaluation.id : null,
      initial: request.kind === 'new' ? emptyEvaluationForm() : evaluationFormFrom(request.evaluation, request.kind === 'copy', me, me.default_evaluation),
      groups,
      user: me,
    }),
    // oxlint-disable-next-line react-hooks/exhaustive-deps -- opened once per request
    [request],
  );
  const actor = useEvaluationWizardActor(input, me);
  const tab = useSelector(actor, currentTab);
  const saving = useSelector(actor, isSaving);
  const next = useSelector(actor, canGoNext);
  const submit = useSelector(actor, canSubmit);
  const done = useSelector(actor, isDone);
  const edit = useSelector(actor, isEdit) && request.kind === 'edit';
  const values = useSelector(actor, formValues);
  const errors = useSelector(actor, visibleErrors);
  const deselected = useSelector(actor, deselectedGroups);
  const notice = useSelector(actor, wizardNotice);
  const blocker = useSelector(actor, finalBlocker);
  // The chosen groups as last loaded, by id: a group chosen or made in the picker comes with its member count.
  const chosenIds = useMemo(() => numericGroups(values.groups), [values.groups]);
  const chosen = useEvaluationDefinitions(NO_IDS, chosenIds);
  useEffect(() => {
    if (chosen.hasData) actor.send({ type: 'groups.update', groups: chosen.groups });
  }, [actor, chosen.hasData, chosen.groups]);
  const enabled = useSelector(actor, (s) => WIZARD_TABS.filter((t) => tabEnabled(s, t)).join(','));

  useEffect(() => {
    if (done) onSaved({ id: actor.getSnapshot().context.evaluationId, created: request.kind !== 'edit' });
  }, [done, actor, onSaved, request.kind]);

  const entityType = values.entityType && values.entityType !== 'universal' ? values.entityType : null;
  return (
    <div className="evaluation-wizard">
      <Tabs
        selectedKey={tab}
        onSelectionChange={(key) => actor.send({ type: 'tab.select', tab: key as WizardTab })}
        disabledKeys={WIZARD_TABS.filter((t) => !enabled.split(',').includes(t))}
        className="evaluation-wizard__tabs"
      >
        <TabList aria-label="Schritte" className="evaluation-wizard__tablist">
          {WIZARD_TABS.map((t) => (
            <Tab key={t} id={t} className="evaluation-wizard__tab">
              {WIZARD_TAB_LABELS[t]}
            </Tab>
          ))}
        </TabList>
        <TabPanel id="general" className="evaluation-wizard__panel">
          <GeneralTab actor={actor} user={me} entityTypes={entityTypes} isDisabled={saving} />
        </TabPanel>
        <TabPanel id="figures" className="evaluation-wizard__panel">
          <FigureFilterPicker value={values.filter} onChange={(filter) => actor.send({ type: 'form.change', values: { filter } })} isDisabled={saving} />
          {errors.filter ? <p className="field__error" role="alert">{errors.filter}</p> : null}
        </TabPanel>
        <TabPanel id="groups" className="evaluation-wizard__panel">
          <ComparisonGroupPicker
            value={values.groups}
            onChange={(ids) => actor.send({ type: 'form.change', values: { groups: ids } })}
            deselected={deselected}
            entityType={entityType}
            isDisabled={saving}
          />
          {errors.groups ? <p className="field__error" role="alert">{errors.groups}</p> : null}
        </TabPanel>
      </Tabs>
      {notice ? (
        <Notice kind={notice.level === 'error' ? 'error' : 'info'} title={notice.title}>
          <p>{notice.message}</p>
        </Notice>
      ) : null}
      {blocker && !saving ? (
        <p id="wizard-blocker" className="field__description">
          {blocker}
        </p>
      ) : null}
      <div className="dialog__actions">
        <Button variant="secondary" onPress={onClose} isDisabled={saving}>
          Abbrechen
        </Button>
        {tab === 'groups' ? (
          <Button
            onPress={() => actor.send({ type: 'form.submit' })}
            isDisabled={!submit && !saving}
            isPending={saving}
            pendingLabel="Wird gespeichert …"
            aria-describedby={blocker && !saving ? 'wizard-blocker' : undefined}
          >
            {edit ? 'Speichern' : 'Hinzufügen'}
          </Button>
        ) : (
          <Button onPress={() => actor.send({ type: 'tab.next' })} isDisabled={!next}>
            Weiter
          </Button>
        )}
      </div>
    </div>
  );
}
