<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru_RU">
<context>
    <name>ApiError</name>
    <message>
        <source>The service &quot;%1&quot; is not set up for this environment: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not answer in time. Check the network and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not connect to the service &quot;%1&quot;: the server refused the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server of the service &quot;%1&quot; was not found. Check the address in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secure connection to the service &quot;%1&quot; could not be verified, so nothing was sent: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The connection to the service &quot;%1&quot; failed: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. It can be tried again at %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests to the service &quot;%1&quot;. Wait a minute and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; sent an answer that could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not accept the access token or the organization. Check them in the settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; denied access to this record.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; did not find what was asked for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; failed (HTTP %2). Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The service &quot;%1&quot; refused the request (HTTP %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no address is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no access token is set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no organization is set</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Environment</name>
    <message>
        <source>Sandbox</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Production</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Service</name>
    <message>
        <source>Patient data enrichment</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Prescription registration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Laboratory exchange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Terminology</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Electronic signature</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::ConnectionCheck</name>
    <message>
        <source>No address is set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected; the token was accepted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected; service version %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connected; the token was accepted (HTTP %1 to a test request).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::Journal</name>
    <message>
        <source>The local journal is not open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Access to the local journal %1 cannot be restricted to your user account, so it is not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 was written by a newer version of ClinicLink. Update ClinicLink to use it; the file has not been changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal %1 cannot be upgraded to this version of ClinicLink; the file has been left as it was.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The local journal cannot be read or written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The entry is no longer in the local journal.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::PollJournalBridge</name>
    <message>
        <source>This kind of request cannot be followed.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::RequestLog</name>
    <message>
        <source>no answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Service</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Method</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Duration</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>cliniclink::SecretStore</name>
    <message>
        <source>Could not read the token from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the token in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the token from the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused access; it may be locked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain service is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain reported: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The token is kept for this session only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No environment was given for the token.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain is being checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain is turned off. Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>it did not answer within %n second(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>it gave back another value than was stored</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The system keychain does not work here (%1). Tokens are kept in memory for this session only and must be entered again after a restart.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>ClinicLink</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no environment &quot;%1&quot;. The last used one is opened.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
