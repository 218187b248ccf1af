/**
 * The local stand-in for an email provider: mails are logged and kept in memory (the newest 200),
 * readable over HTTP at /mailbox and /mailbox/<email> from the same machine.
 */

export interface Mail {
  id: number;
  to: string;
  subject: string;
  text: string;
  /** The links in the mail, so tests and people need not parse the text. */
  links: string[];
  sentAt: string;
}

const keptMailCount = 200;

export class Mailbox {
  private readonly mails: Mail[] = [];
  private nextId = 1;

  constructor(private readonly log: (line: string) => void) {}

  send(to: string, subject: string, text: string, links: string[]): Mail {
    const mail: Mail = { id: this.nextId++, to, subject, text, links, sentAt: new Date().toISOString() };
    this.mails.push(mail);
    if (this.mails.length > keptMailCount) this.mails.shift();
    this.log(`[mailbox] to ${to}: ${subject}\n${text}`);
    return mail;
  }

  /** All kept mails, oldest first; only those to `recipient` when given (case-insensitive). */
  list(recipient?: string): Mail[] {
    if (recipient === undefined) return [...this.mails];
    const wanted = recipient.toLowerCase();
    return this.mails.filter((mail) => mail.to === wanted);
  }
}
