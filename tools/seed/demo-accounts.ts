// The demo accounts the generator creates (all with the password 'herdenblick'). The README table
// and the API tests read this list; the generator gives them ids 1…10 in this order.

export type DemoAccountType = 'farm_staff' | 'farm_admin' | 'association_member' | 'association_admin';

export type DemoAccountKey =
  | 'superuser'
  | 'lkvAdmin'
  | 'lkvMember'
  | 'farmAdmin'
  | 'farmAdminMulti'
  | 'farmStaff'
  | 'newFarmAdmin'
  | 'newFarmStaff'
  | 'noAssociation'
  | 'incomplete';

export interface DemoAccount {
  key: DemoAccountKey;
  email: string;
  username: string;
  password: string;
  accountType: DemoAccountType;
  isSuperuser: boolean;
  prefix: 'Herr' | 'Frau';
  firstName: string;
  lastName: string;
  /** What the account demonstrates (German, for the README table). */
  role: string;
}

export const DEMO_PASSWORD = 'herdenblick';

const account = (a: Omit<DemoAccount, 'password' | 'username'>): DemoAccount => ({
  ...a,
  username: a.email.slice(0, a.email.indexOf('@')),
  password: DEMO_PASSWORD,
});

export const DEMO_ACCOUNTS: readonly DemoAccount[] = Object.freeze([
  account({
    key: 'superuser',
    email: 'superuser@herdenblick.example',
    accountType: 'association_admin',
    isSuperuser: true,
    prefix: 'Frau',
    firstName: 'Annette',
    lastName: 'Brinkmann',
    role: 'Super-Administratorin (Verbands-Administrator mit Superuser-Rechten, sieht alles)',
  }),
  account({
    key: 'lkvAdmin',
    email: 'lkv-admin@herdenblick.example',
    accountType: 'association_admin',
    isSuperuser: false,
    prefix: 'Herr',
    firstName: 'Georg',
    lastName: 'Obermaier',
    role: 'Verbands-Administrator des LKV Süd (rechnungsstellender Verband der meisten LDWUs)',
  }),
  account({
    key: 'lkvMember',
    email: 'lkv-mitarbeiter@herdenblick.example',
    accountType: 'association_member',
    isSuperuser: false,
    prefix: 'Frau',
    firstName: 'Veronika',
    lastName: 'Kiermeier',
    role: 'Verbandsmitarbeiterin des LKV Süd: 10 freigegebene LDWUs, davon 2 mit Adminrechten',
  }),
  account({
    key: 'farmAdmin',
    email: 'ldwu-admin@herdenblick.example',
    accountType: 'farm_admin',
    isSuperuser: false,
    prefix: 'Herr',
    firstName: 'Josef',
    lastName: 'Berger',
    role: 'LDWU-Administrator eines vollständigen LDWU (2 Betriebe, 3 Betriebsstätten, AGB akzeptiert)',
  }),
  account({
    key: 'farmAdminMulti',
    email: 'ldwu-admin-multi@herdenblick.example',
    accountType: 'farm_admin',
    isSuperuser: false,
    prefix: 'Frau',
    firstName: 'Katharina',
    lastName: 'Huber',
    role: 'LDWU-Administratorin von drei LDWUs (alle vollständig, AGB akzeptiert)',
  }),
  account({
    key: 'farmStaff',
    email: 'mitarbeiter@herdenblick.example',
    accountType: 'farm_staff',
    isSuperuser: false,
    prefix: 'Herr',
    firstName: 'Lukas',
    lastName: 'Wimmer',
    role: 'Betriebsmitarbeiter im LDWU von ldwu-admin (Controlling und Fragebogen, keine Auswertungen anlegen)',
  }),
  account({
    key: 'newFarmAdmin',
    email: 'neu-admin@herdenblick.example',
    accountType: 'farm_admin',
    isSuperuser: false,
    prefix: 'Frau',
    firstName: 'Theresa',
    lastName: 'Wimmer',
    role: 'LDWU-Administratorin, AGB noch nicht akzeptiert (wird zur Zustimmung geleitet)',
  }),
  account({
    key: 'newFarmStaff',
    email: 'neu-mitarbeiter@herdenblick.example',
    accountType: 'farm_staff',
    isSuperuser: false,
    prefix: 'Herr',
    firstName: 'Simon',
    lastName: 'Aigner',
    role: 'Betriebsmitarbeiter im LDWU von neu-admin (gesperrt, bis die Administratorin zustimmt)',
  }),
  account({
    key: 'noAssociation',
    email: 'ohne-verband@herdenblick.example',
    accountType: 'farm_admin',
    isSuperuser: false,
    prefix: 'Herr',
    firstName: 'Hauke',
    lastName: 'Hansen',
    role: 'LDWU-Administrator eines LDWU ohne rechnungsstellenden Verband (Login wird verweigert)',
  }),
  account({
    key: 'incomplete',
    email: 'unvollstaendig@herdenblick.example',
    accountType: 'farm_admin',
    isSuperuser: false,
    prefix: 'Frau',
    firstName: 'Maria',
    lastName: 'Brandl',
    role: 'LDWU-Administratorin mit unvollständigen Daten (Betrieb ohne Profil, Betriebsstätte ohne Betrieb)',
  }),
]);

export const demoAccount = (key: DemoAccountKey): DemoAccount => DEMO_ACCOUNTS.find((a) => a.key === key)!;

/** User id the generator gives a demo account in an empty database. */
export const demoUserId = (key: DemoAccountKey): number => DEMO_ACCOUNTS.findIndex((a) => a.key === key) + 1;
