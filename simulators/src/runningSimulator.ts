// What the command line needs from every simulator it starts.

export interface RunningSimulator {
  /** One line for the console saying what runs where. */
  description: string;
  close(): Promise<void>;
}
