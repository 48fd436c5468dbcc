// Marketing copy of the login page (product rules ‹Product overview›). Texts only; the rotation interval comes from src/domain.

export interface Theme {
  title: 'Teamwork' | 'Analyse' | 'Controlling' | 'Vergleich';
  text: string;
}

export const THEMES: readonly Theme[] = [
  {
    title: 'Teamwork',
    text: 'Betriebsleitung, Mitarbeitende, Beratung und Verband arbeiten mit denselben Zahlen. Jede Person sieht genau die Betriebe und Kennzahlen, für die sie zuständig ist – im Büro wie im Stall auf dem Handy.',
  },
  {
    title: 'Analyse',
    text: 'Mehr als 200 qualitative und quantitative Kennzahlen zu Gesundheit, Leistung, Fruchtbarkeit und Genetik – aufbereitet aus Ihren Ergebnissen der Milchleistungsprüfung, Monat für Monat.',
  },
  {
    title: 'Controlling',
    text: 'Legen Sie Schwellenwerte für die Kennzahlen fest, die Ihnen wichtig sind. Herdenblick prüft sie nach jeder Milchleistungsprüfung und meldet Abweichungen – auf Wunsch auch per E-Mail.',
  },
  {
    title: 'Vergleich',
    text: 'Stellen Sie Ihre Herde Vergleichsgruppen gegenüber: den Top-Betrieben, Betrieben mit gleichem Management oder ähnlicher Größe. So sehen Sie, wo Sie stehen und wo Potenzial liegt.',
  },
];

export interface Quote {
  text: string;
  author: string;
}

export const QUOTES: readonly Quote[] = [
  {
    text: 'Seit wir unsere Zellzahlen jeden Monat mit Betrieben gleicher Melktechnik vergleichen, wissen wir genau, wo wir ansetzen müssen.',
    author: 'Milchviehhalterin, 120 Kühe, Allgäu',
  },
  {
    text: 'Das Controllingsystem meldet sich, bevor ein Problem teuer wird. Für uns ist das wie ein zusätzliches Paar Augen im Stall.',
    author: 'Betriebsleiter, 310 Kühe, Niedersachsen',
  },
  {
    text: 'In der Beratung sprechen wir jetzt über Zahlen statt über Bauchgefühl – und zwar auf Augenhöhe mit der Landwirtin und dem Landwirt.',
    author: 'Beraterin eines Landeskontrollverbands',
  },
  {
    text: 'Die Auswertung zur Fruchtbarkeit hat uns gezeigt, dass unsere Zwischenkalbezeit deutlich über dem Schnitt lag. Ein Jahr später sind wir im oberen Viertel.',
    author: 'Junglandwirt, 85 Kühe, Oberpfalz',
  },
];

export interface Partner {
  name: string;
  role: string;
}

/** Fictional partner organisations; contact details and logos are not shown (product rules ‹Product overview›). */
export const PARTNERS: readonly Partner[] = [
  { name: 'Milchkontrollverband Nordweide e. V.', role: 'Milchleistungsprüfung und Qualitätsberatung' },
  { name: 'Rinderzucht Südhang eG', role: 'Herdbuchzucht, Besamung und Zuchtberatung' },
  { name: 'Beratungsring Grünland & Milch e. V.', role: 'Produktionstechnische Beratung für Milchviehbetriebe' },
];
