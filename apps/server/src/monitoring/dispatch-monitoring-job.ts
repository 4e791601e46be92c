import { z } from "zod";
import { defineJob } from "../jobs/define-job";
import { dispatchMonitoring } from "./dispatch-monitoring";

/** Every minute: start the scheduled analyses whose slot has come (see dispatchMonitoring). */
export const dispatchMonitoringJob = defineJob({
  name: "monitoring-dispatch",
  payload: z.object({}).default({}),
  options: { retryLimit: 1, expireInSeconds: 300 },
  async handle(_payload, context) {
    await dispatchMonitoring(context);
  },
});
