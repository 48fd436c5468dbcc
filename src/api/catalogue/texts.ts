// Legal texts served by /texts/ (terms of service, privacy policy, imprint). The operator and all
// its details are fictional. Plain Markdown-ish text: '#' headings, blank lines between paragraphs,
// '-' list items. Inserted only when absent, so edits made in the running product survive restarts.

export interface LegalText {
  name: 'terms-of-service' | 'privacy-policy' | 'impressum';
  title: string;
  body: string;
}

const OPERATOR = 'Herdenblick GmbH';
const ADDRESS = 'Am Weidenhang 12, 34117 Kassel';

export const LEGAL_TEXTS: readonly LegalText[] = [
  {
    name: 'terms-of-service',
    title: 'Nutzungsbedingungen',
    body: `# Nutzungsbedingungen für Herdenblick

Stand: 1. Januar 2025

## 1. Geltungsbereich

Diese Nutzungsbedingungen regeln die Nutzung der Web-Anwendung Herdenblick (im Folgenden „Dienst“), die von der ${OPERATOR}, ${ADDRESS} (im Folgenden „Betreiberin“), im Auftrag der teilnehmenden Landeskontroll- und Zuchtverbände bereitgestellt wird. Sie gelten für alle Nutzerinnen und Nutzer eines landwirtschaftlichen Unternehmens (LDWU) sowie für Mitarbeitende der Verbände.

## 2. Leistungsbeschreibung

Der Dienst stellt Ergebnisse der Milchleistungsprüfung (MLP) des eigenen Unternehmens, seiner Betriebe und Betriebsstätten dar und vergleicht ausgewählte Kennzahlen mit Vergleichsgruppen. Das Controllingsystem überwacht vom Nutzer gewählte Kennzahlen anhand von Schwellenwerten und kann bei Auffälligkeiten per E-Mail benachrichtigen.

Die Auswertungen dienen der betrieblichen Beratung und Entscheidungsfindung. Sie ersetzen weder die tierärztliche Betreuung noch die amtliche Milchleistungsprüfung.

## 3. Zustimmung und Zugang

- Der Zugang setzt voraus, dass der LDWU-Administrator diesen Nutzungsbedingungen für das Unternehmen zugestimmt hat. Bis dahin können Betriebsmitarbeitende den Dienst nicht nutzen.
- Zugangsdaten sind vertraulich zu behandeln und dürfen nicht an Dritte weitergegeben werden.
- Der LDWU-Administrator legt Mitarbeiterkonten an und vergibt deren Rechte. Er ist dafür verantwortlich, nicht mehr benötigte Konten zu deaktivieren.

## 4. Verwendung der Daten für Vergleichsgruppen

Mit der Zustimmung willigt das Unternehmen ein, dass seine MLP-Ergebnisse und die Angaben im Betriebsprofil in anonymisierter und aggregierter Form in die Vergleichsgruppen anderer Teilnehmender einfließen. Eine Vergleichsgruppe wird nur angezeigt, wenn sie eine Mindestanzahl an Betriebsstätten umfasst; Rückschlüsse auf einzelne Unternehmen sind dadurch ausgeschlossen.

## 5. Pflichten der Nutzer

- Die Angaben im Betriebsprofil sind wahrheitsgemäß und vollständig zu machen und bei Änderungen zu aktualisieren.
- Es ist untersagt, den Dienst automatisiert auszulesen, seine Sicherheitsmechanismen zu umgehen oder ihn in einer Weise zu nutzen, die seinen Betrieb beeinträchtigt.
- Exportierte Daten dürfen nur für eigene betriebliche Zwecke verwendet werden.

## 6. Verfügbarkeit

Die Betreiberin bemüht sich um eine hohe Verfügbarkeit des Dienstes. Wartungsarbeiten werden nach Möglichkeit außerhalb der üblichen Arbeitszeiten durchgeführt und vorab angekündigt. Ein Anspruch auf ununterbrochene Verfügbarkeit besteht nicht.

## 7. Haftung

Die Betreiberin haftet unbeschränkt für Vorsatz und grobe Fahrlässigkeit. Für leichte Fahrlässigkeit haftet sie nur bei Verletzung wesentlicher Vertragspflichten und begrenzt auf den vorhersehbaren, vertragstypischen Schaden. Für die Richtigkeit der von den Prüfverbänden übermittelten MLP-Daten übernimmt die Betreiberin keine Gewähr.

## 8. Änderungen

Die Betreiberin kann diese Nutzungsbedingungen mit Wirkung für die Zukunft ändern. Über wesentliche Änderungen werden die LDWU-Administratoren vorab informiert; eine erneute Zustimmung kann erforderlich sein.

## 9. Schlussbestimmungen

Es gilt das Recht der Bundesrepublik Deutschland. Sollten einzelne Bestimmungen unwirksam sein, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt.
`,
  },
  {
    name: 'privacy-policy',
    title: 'Datenschutzerklärung',
    body: `# Datenschutzerklärung

Stand: 1. Januar 2025

## 1. Verantwortliche Stelle

Verantwortlich für die Verarbeitung personenbezogener Daten im Dienst Herdenblick ist die ${OPERATOR}, ${ADDRESS}, E-Mail: datenschutz@herdenblick.example.

Unsere Datenschutzbeauftragte erreichen Sie unter derselben Anschrift mit dem Zusatz „Datenschutzbeauftragte“ oder per E-Mail an dsb@herdenblick.example.

## 2. Welche Daten wir verarbeiten

- Kontodaten: Anrede, Vor- und Nachname, Benutzername, E-Mail-Adresse, Rolle und zugeordnete Unternehmen, Betriebe oder Verbände.
- Betriebsdaten: Ergebnisse der Milchleistungsprüfung, Angaben im Betriebsprofil, Kontrollfelder und Auswertungen.
- Nutzungsdaten: Zeitpunkt der Anmeldung, geänderte Datensätze (Änderungsprotokoll) sowie technisch notwendige Server-Protokolle.

## 3. Zwecke und Rechtsgrundlagen

Wir verarbeiten die Daten, um den Dienst bereitzustellen und den Vertrag mit Ihrem Unternehmen bzw. Verband zu erfüllen (Art. 6 Abs. 1 lit. b DSGVO). Das Änderungsprotokoll dient der Nachvollziehbarkeit und Sicherheit (Art. 6 Abs. 1 lit. f DSGVO). Die Einbeziehung der Betriebsdaten in anonymisierte Vergleichsgruppen beruht auf der Zustimmung zu den Nutzungsbedingungen.

## 4. Cookies und lokale Speicherung

Der Dienst verwendet ausschließlich technisch notwendige Speicherungen im Browser, insbesondere für die Anmeldung (Zugangs-Token) und den Hinweis zur Cookie-Nutzung. Tracking- oder Werbe-Cookies setzen wir nicht ein.

## 5. Empfänger

Daten werden innerhalb des Dienstes nur den Personen angezeigt, die aufgrund ihrer Rolle dazu berechtigt sind, z. B. Mitarbeitenden des rechnungsstellenden Landeskontrollverbands. Technische Dienstleister (Rechenzentrum, E-Mail-Versand) sind als Auftragsverarbeiter vertraglich gebunden. Eine Übermittlung in Drittländer findet nicht statt.

## 6. Speicherdauer

Kontodaten speichern wir, solange das Konto besteht. MLP-Ergebnisse werden für die Dauer der Teilnahme und danach entsprechend den gesetzlichen Aufbewahrungspflichten gespeichert. Server-Protokolle löschen wir nach spätestens 30 Tagen.

## 7. Ihre Rechte

Sie haben das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung, Datenübertragbarkeit sowie Widerspruch. Wenden Sie sich dazu an die oben genannte Stelle. Sie haben außerdem das Recht, sich bei einer Datenschutz-Aufsichtsbehörde zu beschweren.
`,
  },
  {
    name: 'impressum',
    title: 'Impressum',
    body: `# Impressum

Angaben gemäß § 5 DDG

${OPERATOR}
Am Weidenhang 12
34117 Kassel

## Vertreten durch

Geschäftsführerin: Dr. Annette Brinkmann
Geschäftsführer: Matthias Oberhuber

## Kontakt

Telefon: +49 561 000000-0
E-Mail: info@herdenblick.example

## Registereintrag

Eintragung im Handelsregister
Registergericht: Amtsgericht Kassel
Registernummer: HRB 00000

## Umsatzsteuer-ID

Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: DE000000000

## Verantwortlich für den Inhalt

Dr. Annette Brinkmann, Anschrift wie oben

## Hinweis

Herdenblick ist ein Demonstrationsprojekt. Alle genannten Unternehmen, Betriebe, Personen und Kontaktdaten sind frei erfunden.
`,
  },
];
