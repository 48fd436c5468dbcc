// /locations/new?farm={farmId} 'Neuer Betrieb' (product rules ‹New location›): states the farm, a name
// form, 'Erstellen' and cancel back to the farm. An unknown or missing farm shows the not-found page.
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { canSaveName, LOCATION_NAME_REQUIRED, nameError } from '../../../domain/name-form.ts';
import { canEditLocation } from '../../../domain/permissions.ts';
import { routeId } from '../../../domain/route-ids.ts';
import { usePermissionUser } from '../../hooks/usePermissionUser.ts';
import { Button } from '../../ui/Button.tsx';
import { Form } from '../../ui/Form.tsx';
import { Link } from '../../ui/Link.tsx';
import { Notice } from '../../ui/Notice.tsx';
import { Spinner } from '../../ui/Spinner.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { NotFoundPage } from '../NotFoundPage.tsx';
import { LoadFailed, isNotFound } from '../farms/LoadFailed.tsx';
import { useReportedWrites } from '../farms/reported-writes.ts';
import { useFarmDetail } from '../farms/useFarmDetail.ts';

export function NewLocationPage() {
  const farmId = routeId(new URLSearchParams(useSearch()).get('farm'));
  const user = usePermissionUser();
  const [, navigate] = useLocation();
  const { detail, error } = useFarmDetail(farmId);
  const mutations = useReportedWrites();
  const [name, setName] = useState('');
  const [touched, setTouched] = useState(false);
  const [pending, setPending] = useState(false);
  if (farmId === null || isNotFound(error)) return <NotFoundPage />;
  if (error) return <LoadFailed error={error} title="Das LDWU konnte nicht geladen werden." />;
  if (!detail) return <Spinner label="LDWU wird geladen …" showLabel />;
  const editable = canEditLocation(user, detail.farm);
  const message = touched ? nameError(name, LOCATION_NAME_REQUIRED) : '';
  return (
    <section aria-labelledby="new-location-title" className="stack narrow">
      <h1 id="new-location-title">Neuer Betrieb</h1>
      <p>
        Neuer Betrieb für das LDWU <strong>{detail.farm.display_name}</strong>
      </p>
      {editable ? null : (
        <Notice kind="info" title="Keine Berechtigung">
          Sie dürfen diesem LDWU keinen Betrieb hinzufügen.
        </Notice>
      )}
      <Form
        className="panel"
        onSubmit={async (e) => {
          e.preventDefault();
          setTouched(true);
          if (!canSaveName(name, '', editable) || pending) return;
          setPending(true);
          const created = await mutations.createLocation(detail.farm.id, name.trim());
          setPending(false);
          if (created !== null) navigate(`/locations/${created}`);
        }}
      >
        <TextField
          label="Betriebsname"
          value={name}
          onChange={(v) => {
            setName(v);
            setTouched(true);
          }}
          isRequired
          isDisabled={!editable}
          isInvalid={!!message}
          errorMessage={message}
          autoFocus
        />
        <div className="form__actions">
          <Button type="submit" isDisabled={!canSaveName(name, '', editable)} isPending={pending} pendingLabel="Wird erstellt …">
            Erstellen
          </Button>
          <Link variant="button-secondary" href={`/farms/${detail.farm.id}`}>
            Abbrechen
          </Link>
        </div>
      </Form>
    </section>
  );
}
